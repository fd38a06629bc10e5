"""The data file as the window handles it: recent files, a missing file offered for creation, the read-only
state and the automatic backups of the open file, Qt's file dialogs in French."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from belote_club.ui.translation import tr

if TYPE_CHECKING:
    from belote_club.services import ClubService

log = logging.getLogger(__name__)
RECENT_KEY = "database/recent"
RECENT_COUNT = 8
LAST_FOLDER_KEY = "files/last_folder"


# -- recent files -------------------------------------------------------------------------------------

def recent_files(settings: QSettings) -> list[str]:
    """The files opened lately, the latest first (those that no longer exist are left out)."""
    value = settings.value(RECENT_KEY, [])
    paths: list[object] = [value] if isinstance(value, str) else list(value) if isinstance(value, list | tuple) else []
    return [str(p) for p in paths if p and Path(str(p)).exists()][:RECENT_COUNT]


def remember_file(settings: QSettings, path: str | Path) -> None:
    """``path`` was just opened: first of the recent files, and the one opened at the next start."""
    target = str(Path(path).expanduser().absolute())
    settings.setValue("database/last", target)
    paths = [target] + [p for p in recent_files(settings) if p != target]
    settings.setValue(RECENT_KEY, paths[:RECENT_COUNT])


def forget_recent_files(settings: QSettings) -> None:
    settings.setValue(RECENT_KEY, [])


# -- a missing file ----------------------------------------------------------------------------------

def offer_to_create(parent: QWidget | None, path: str | Path) -> bool:
    """« Le fichier … n’existe pas : le créer ? » — whether the user chose to create it."""
    target = Path(path).expanduser()
    box = QMessageBox(QMessageBox.Icon.Question, tr("Fichier introuvable"),
                      tr("Le fichier « {path} » n’existe pas encore.\n\nCréer un nouveau fichier Belote Club "
                         "à cet endroit ?").format(path=target), QMessageBox.StandardButton.Cancel, parent)
    create = box.addButton(tr("Créer le fichier"), QMessageBox.ButtonRole.AcceptRole)
    box.button(QMessageBox.StandardButton.Cancel).setText(tr("Ne pas créer"))
    box.setDefaultButton(create)
    box.exec()
    return box.clickedButton() is create


# -- read-only, backups ------------------------------------------------------------------------------

def read_only_reason(service: ClubService) -> str | None:
    """Why the open data cannot be written (« fichier en lecture seule »…), or None when it can."""
    for owner in (service, getattr(service, "database", None)):
        if owner is not None and getattr(owner, "read_only", False):
            return str(getattr(owner, "read_only_reason", None) or tr("lecture seule"))
    return None


def backups(service: ClubService) -> list[Any]:
    """The automatic backups of the open file, newest first (each with ``path`` and ``description``)."""
    lister = getattr(service, "backups", None) or getattr(getattr(service, "database", None), "backups", None)
    return list(lister()) if lister is not None else []


def restore(service: ClubService, backup: Any) -> Path:
    """Put ``backup`` back in place of the open data; returns the backup of what was replaced."""
    restorer = (getattr(service, "restore_backup", None)
                or getattr(getattr(service, "database", None), "restore_backup", None))
    if restorer is None:
        raise RuntimeError(tr("Cette base ne garde pas de sauvegardes automatiques."))
    return Path(restorer(backup.path))


def message_of(error: BaseException) -> str:
    """The French sentence of a refusal (``ServiceError`` or the storage's own errors)."""
    return str(getattr(error, "message", None) or error)


# -- Qt's dialogs in French ----------------------------------------------------------------------------

def install_qt_extra_translations(app: QApplication) -> None:
    """Qt's file dialog keeps a few English words in French (« Look in: », « Files of type: », « Folder »):
    our catalogue ``qt_extra_fr`` fills them in, installed after Qt's own."""
    if QLocale().language() != QLocale.Language.French or app.property("beloteQtExtra"):
        return
    from belote_club.paths import resource_path

    try:
        folder = str(resource_path("translations"))
    except FileNotFoundError:
        return
    translator = QTranslator(app)
    if translator.load("qt_extra_fr", folder):
        app.installTranslator(translator)
        app.setProperty("beloteQtExtra", True)


# -- file dialogs ------------------------------------------------------------------------------------

_ICON_PROVIDER: Any = None


def _icon_provider() -> Any:
    """Icons and types from the file NAME only.  Qt's default provider opens every file the dialog lists to
    sniff its content; opening then closing a ``.belote`` that this process has open through SQLite drops
    the process's POSIX locks on it (they are per process and per file), and another program may then
    delete its write-ahead log under our feet.  Built once, kept for the process's life."""
    global _ICON_PROVIDER
    if _ICON_PROVIDER is None:
        from PySide6.QtCore import QFileInfo, QMimeDatabase
        from PySide6.QtGui import QIcon
        from PySide6.QtWidgets import QFileIconProvider

        class NameOnlyIconProvider(QFileIconProvider):
            def __init__(self) -> None:
                super().__init__()
                self._mimes = QMimeDatabase()

            def type(self, info: QFileInfo) -> str:
                if info.isDir():
                    return tr("Dossier")
                return self._mimes.mimeTypeForFile(info.fileName(), QMimeDatabase.MatchMode.MatchExtension).comment()

            def icon(self, which: Any) -> QIcon:
                if isinstance(which, QFileInfo):
                    kind = (QFileIconProvider.IconType.Folder if which.isDir()
                            else QFileIconProvider.IconType.File)
                    return super().icon(kind)
                return super().icon(which)

        _ICON_PROVIDER = NameOnlyIconProvider()
    return _ICON_PROVIDER


def _file_dialog(parent: QWidget | None, title: str, folder: str, filters: str, *, save: bool) -> str:
    """A file dialog wholly in French: the system's own where there is one (already in the user's language),
    else Qt's, whose labels are set here (Qt's French catalogue leaves « Look in: », « Files of type: »)."""
    from PySide6.QtWidgets import QFileDialog

    dialog = QFileDialog(parent, title, folder, filters)
    dialog.setIconProvider(_icon_provider())
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave if save else QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile if save else QFileDialog.FileMode.ExistingFile)
    labels = QFileDialog.DialogLabel
    for which, text in ((labels.LookIn, tr("Regarder dans :")), (labels.FileName, tr("Nom du fichier :")),
                        (labels.FileType, tr("Type de fichier :")),
                        (labels.Accept, tr("Enregistrer") if save else tr("Ouvrir")), (labels.Reject, tr("Annuler"))):
        dialog.setLabelText(which, text)
    if save:
        def suffix_of(chosen: str) -> None:  # « saison » typed under « CSV (*.csv) » is « saison.csv »
            suffix = chosen.split("*.", 1)[1].split()[0].rstrip(")") if "*." in chosen else ""
            if suffix and suffix != "*":
                dialog.setDefaultSuffix(suffix)

        suffix_of(filters)
        dialog.filterSelected.connect(suffix_of)
    if not dialog.exec():
        return ""
    chosen = dialog.selectedFiles()
    return chosen[0] if chosen else ""


def open_file_name(parent: QWidget | None, title: str, folder: str, filters: str) -> str:
    """The file chosen to open, or "" (cancelled)."""
    return _file_dialog(parent, title, folder, filters, save=False)


def save_file_name(parent: QWidget | None, title: str, suggestion: str, filters: str, *,
                   service: ClubService | None = None) -> str:
    """The file chosen to write, or "" (cancelled); the dialog asks before replacing an existing one.  A
    suggestion without a folder (« joueurs.csv ») is offered in :func:`document_folder` (``service``: the open
    file, whose folder comes second), never in the folder the program was started from.  The folder chosen is
    remembered: :func:`document_folder` offers it next time."""
    if not Path(suggestion).is_absolute():
        suggestion = str(document_folder(service) / suggestion.replace("/", "-"))
    chosen = _file_dialog(parent, title, suggestion, filters, save=True)
    if chosen:
        QSettings().setValue(LAST_FOLDER_KEY, str(Path(chosen).parent))
    return chosen


def document_folder(service: ClubService | None) -> Path:
    """Where a document or an export is offered: the folder last written to, else that of the open ``.belote``
    file, else the user's home."""
    last = QSettings().value(LAST_FOLDER_KEY, "")
    if isinstance(last, str) and last and Path(last).is_dir():
        return Path(last)
    location = str(getattr(service, "location", "") or "")
    if location and "://" not in location and Path(location).parent.is_dir():
        return Path(location).parent
    return Path.home()
