"""What the « À propos » dialog shows: name, version, description, copyright, licence and credits.

Plain data (French message ids) and one function returning the HTML in the language in force (the subset Qt's
rich text understands); no Qt here, so the command line, the packaging scripts and the tests can read it too.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from belote_club import APP_NAME, __version__
from belote_club.i18n import N_
from belote_club.i18n import gettext as _

APP_ID = "org.beloteclub.BeloteClub"
VERSION = __version__
DESCRIPTION = N_(
    "Soirées et concours de belote : calcul des donnes selon les règles maison, classements et documents PDF."
)
COPYRIGHT = N_("© 2026 les auteurs de Belote Club")
LICENSE_ID = "GPL-3.0-or-later"
LICENSE_NAME = N_("Licence publique générale GNU, version 3 ou ultérieure")
LICENSE_URL = "https://www.gnu.org/licenses/gpl-3.0.html"
LICENSE_NOTICE = N_(
    "Belote Club est un logiciel libre : vous pouvez le redistribuer et le modifier selon les termes "
    "de la Licence publique générale GNU publiée par la Free Software Foundation, version 3 ou "
    "(à votre choix) toute version ultérieure. Il est distribué dans l’espoir d’être utile, mais "
    "sans aucune garantie, pas même celle d’être vendable ou adapté à un usage particulier."
)


@dataclass(frozen=True)
class Credit:
    """A component Belote Club is built on or ships, with its licence."""

    name: str
    role: str  # what it does for Belote Club (a French message id)
    license: str
    url: str


CREDITS: tuple[Credit, ...] = (
    Credit(
        "Qt 6",
        N_("interface graphique, aperçu et impression des documents"),
        "GNU LGPL version 3",
        "https://www.qt.io/licensing/open-source-lgpl-obligations",
    ),
    Credit(
        "PySide6 (Qt for Python)",
        N_("accès à Qt depuis Python"),
        "GNU LGPL version 3",
        "https://doc.qt.io/qtforpython-6/licenses.html",
    ),
    Credit(
        N_("Polices DejaVu"),
        N_("caractères des documents PDF"),
        N_("licence des polices Bitstream Vera ; modifications DejaVu dans le domaine public"),
        "https://dejavu-fonts.github.io/License.html",
    ),
    Credit("ReportLab", N_("création des documents PDF"), "BSD", "https://www.reportlab.com/"),
    Credit("SQLAlchemy", N_("enregistrement des concours"), "MIT", "https://www.sqlalchemy.org/"),
    Credit(
        "Alembic", N_("mise à jour des fichiers d’anciennes versions"), "MIT", "https://alembic.sqlalchemy.org/"
    ),
    Credit("NetworkX", N_("appariement des équipes"), "BSD", "https://networkx.org/"),
    Credit(
        "platformdirs",
        N_("emplacement des données et réglages"),
        "MIT",
        "https://github.com/tox-dev/platformdirs",
    ),
    Credit(
        "Psycopg", N_("connexion à PostgreSQL (facultative)"), "GNU LGPL version 3", "https://www.psycopg.org/"
    ),
    Credit(
        "Python", N_("langage et bibliothèque standard"), N_("licence PSF"), "https://docs.python.org/3/license.html"
    ),
)

QT_LGPL_NOTE = N_(
    "Qt et PySide6 sont livrés sous forme de bibliothèques partagées distinctes, que vous pouvez "
    "remplacer par une version modifiée, comme le permet la GNU LGPL."
)


NBSP = "\u00a0"  # French typography: no line break before « : » and « ; »
NB_HYPHEN = "\u2011"  # keeps « GPL-3.0-or-later » on one line


def _text(text: str) -> str:
    text = _(text)
    return escape(text).replace(" :", f"{NBSP}:").replace(" ;", f"{NBSP};")


def _link(url: str, text: str) -> str:
    return f'<a href="{escape(url)}">{_text(text)}</a>'


def about_html(qt_version: str | None = None) -> str:
    """The text of the « À propos de Belote Club » dialog in the language in force, as Qt rich text.

    ``qt_version`` (``PySide6.QtCore.qVersion()``) is shown when the caller knows it.
    """
    version_line = _("Version {version}").format(version=escape(VERSION))
    if qt_version:
        version_line += f" — Qt {_text(qt_version)}"
    heading = _text(N_("Composants libres utilisés"))
    credits = "".join(
        "<li>" + _text(N_("{name} : {role} — {licence}")).format(
            name=f"<b>{_text(credit.name)}</b>", role=_text(credit.role), licence=_link(credit.url, credit.license))
        + "</li>"
        for credit in CREDITS
    )
    return (
        f"<h2>{_text(APP_NAME)}</h2>"
        f"<p>{version_line}</p>"
        f"<p>{_text(DESCRIPTION)}</p>"
        f"<p>{_text(COPYRIGHT)}</p>"
        f"<p>{_text(LICENSE_NOTICE)}</p>"
        "<p>" + _text(N_("Licence : {link} ({id}).")).replace("{link}", _link(LICENSE_URL, LICENSE_NAME)).replace(
            "{id}", escape(LICENSE_ID).replace("-", NB_HYPHEN)) + "</p>"
        f"<h3>{heading}</h3>"
        f"<ul>{credits}</ul>"
        f"<p>{_text(QT_LGPL_NOTE)}</p>"
    )
