"""Restoring a backup into a SQLite file that is not open (a damaged file that was refused), and the
checks every restore makes on the backup first."""

from __future__ import annotations

import logging
import sqlite3
from contextlib import closing
from pathlib import Path

from belote_club.i18n import gettext as _
from belote_club.storage import backups, open_files, schema
from belote_club.storage.backups import Backup
from belote_club.storage.errors import StorageError, precise, reason
from belote_club.storage.sqlite_files import inspect_sqlite_file

log = logging.getLogger(__name__)


def backups_root_of(backups_root: Path | None | bool) -> Path | None:
    """``True``: the user's data folder's ``sauvegardes``; a folder: itself; ``False``/``None``: none."""
    if backups_root is True:
        from belote_club.paths import backups_dir

        return backups_dir()
    return backups_root or None


def list_file_backups(db_file: str | Path, *, backups_root: Path | None | bool = True) -> list[Backup]:
    """The automatic backups of the SQLite file ``db_file``, newest first — also when the file itself
    cannot be opened (damaged, missing)."""
    root = backups_root_of(backups_root)
    if root is None:
        return []
    return backups.list_backups(Path(db_file).expanduser(), root)


def restore_file(db_file: str | Path, backup: str | Path, *, backups_root: Path | None | bool = True) -> Path | None:
    """Restore the backup ``backup`` in place of the SQLite file ``db_file``, which is not open (typically a
    damaged file that was refused).  What was there is set aside first in the backup folder (byte for
    byte when SQLite cannot read it); returns where, or None when there was no file.  Other stations must
    have closed the file."""
    root = backups_root_of(backups_root)
    path = Path(db_file).expanduser()
    if root is None:
        raise StorageError(_("Aucun dossier de sauvegardes n’est défini : rien à restaurer."))
    source = checked_backup(Path(backup), path)
    if open_files.is_open_here(path):
        # Replacing it would leave this program's connections writing into the former file (and copying
        # it by hand would release their locks): the program must restore it through them.
        raise StorageError(_(backups.OPEN_HERE).format(file=path))
    aside: Path | None = None
    if path.exists():
        try:
            inspect_sqlite_file(path, backups_root=root)
            healthy = True
        except StorageError:
            healthy = False
        if healthy:
            try:
                with closing(open_files.connect(path, timeout=5.0)) as current:
                    aside = backups.backup_connection(current, path, root, backups.BEFORE_RESTORE)
                    _check_not_in_use(current, path)
            except (sqlite3.Error, OSError) as error:
                raise precise(error, _("La restauration de « {file} » a échoué : {reason}.").format(
                    file=path, reason=reason(error))) from error
        else:
            aside = backups.set_aside_raw(path, root)
    backups.replace_file(path, source)
    log.info("file %s restored from %s (previous content kept in %s)", path, source, aside)
    return aside


def _check_not_in_use(connection: sqlite3.Connection, path: Path) -> None:
    """Leave WAL mode (which needs every other connection closed), or refuse: a file still open elsewhere
    must be restored from inside the program that has it open."""
    connection.isolation_level = None
    try:
        connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
        mode = connection.execute("PRAGMA journal_mode=DELETE").fetchone()
    except sqlite3.OperationalError as error:
        mode = None
        log.info("journal mode of %s not changed: %s", path, error)
    if mode is None or str(mode[0]).lower() != "delete":
        raise StorageError(_(
            "« {path} » est encore ouvert sur un autre poste ou dans un autre programme : fermez-le partout, "
            "puis restaurez la sauvegarde."
        ).format(path=path))


def checked_backup(backup: Path, database_file: Path) -> Path:
    backup = backup.expanduser()
    if not backup.is_file():
        raise StorageError(_("La sauvegarde « {backup} » est introuvable.").format(backup=backup))
    if backup.resolve() == database_file.resolve():
        raise StorageError(_("Une base ne peut pas être restaurée à partir d’elle-même."))
    backups.check_backup_file(backup)
    state, revision = inspect_sqlite_file(backup, backups_root=None)
    if state != "ours" or revision is None:
        raise StorageError(_("« {backup} » n’est pas une sauvegarde de Belote Club.").format(backup=backup))
    schema.check_known_revision(revision, str(backup))
    return backup
