"""Backups of SQLite database files: automatic rotating copies, the pre-upgrade copy, restoring.

Automatic backups are consistent copies made with SQLite's online backup API (a pending WAL and the
writes of other stations are included; the copy is one snapshot) at the moments that matter — a round
drawn, a round finished, closing the file, before a restore — in the user's data folder
(:func:`belote_club.paths.backups_dir`), one sub-folder per database file::

    sauvegardes/<stem>-<hash of the file's full path>/<stem>-<YYYYmmdd-HHMMSS>[-manche-<n>]-<reason>.belote

Only the last :data:`KEEP` of a file are kept.  Every copy is first written to a hidden ``.….tmp``
file beside its final name and renamed when complete, so a copy interrupted by a crash or a kill never
looks like a backup; such leftovers are removed by :func:`clean_stray_temporaries` when the database is
next opened.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import secrets
import shutil
import sqlite3
from contextlib import closing
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from belote_club.i18n import N_
from belote_club.i18n import gettext as _
from belote_club.storage import open_files
from belote_club.storage.errors import StorageDamagedError, StorageError, precise, reason
from belote_club.text import french_datetime

log = logging.getLogger(__name__)

#: How many automatic backups of one file are kept.
KEEP = 20
SUFFIX = ".belote"
TEMPORARY_SUFFIX = ".tmp"

#: Reasons a backup is taken (the word written in its file name, never translated) → how the list describes
#: it (a French message id: shown through gettext, see :attr:`Backup.description`).
REASONS = {
    "tirage": N_("manche {round} tirée"),
    "fin": N_("manche {round} terminée"),
    "fermeture": N_("à la fermeture"),
    "manuelle": N_("sauvegarde demandée"),
    "restauration": N_("fichier tel qu’il était avant une restauration"),
    "endommage": N_("fichier endommagé mis de côté (copie brute, non restaurable)"),
}
ROUND_DRAWN = "tirage"
ROUND_FINISHED = "fin"
ON_CLOSE = "fermeture"
MANUAL = "manuelle"
BEFORE_RESTORE = "restauration"
DAMAGED_ASIDE = "endommage"

_NAME = re.compile(
    r"^(?P<stem>.+)-(?P<stamp>\d{8}-\d{6})(?:-(?P<counter>\d+))?(?:-manche-(?P<round>\d+))?-(?P<reason>[a-z]+)"
    + re.escape(SUFFIX)
    + "$"
)


#: Refusal of a by-hand copy or replacement of a file this program has open ({file}: the file); a French
#: message id: raise ``_(OPEN_HERE).format(file=…)``.
OPEN_HERE = N_(
    "« {file} » est encore ouvert dans Belote Club : restaurez la sauvegarde depuis la fenêtre où il est ouvert "
    "(Fichier › Restaurer une sauvegarde…), ou fermez-le d’abord."
)


@dataclass(frozen=True)
class Backup:
    """One automatic backup of a database file."""

    path: Path
    taken: datetime  # local time, naive, as written in the file name
    round_number: int | None
    reason: str

    @property
    def description(self) -> str:
        """« 22/11/2026 à 23 h 40 — manche 3 tirée » (in the language in force)."""
        template = REASONS.get(self.reason)
        if template is None:  # a reason word of a newer version: shown as it is
            what = self.reason
        else:
            what = _(template).format(round=self.round_number if self.round_number is not None else "?")
        if (template is None or "{round}" not in template) and self.round_number is not None:
            what = _("{what} (manche {round})").format(what=what, round=self.round_number)
        return f"{french_datetime(self.taken)} — {what}"


def backup_folder(database_file: Path, root: Path) -> Path:
    """The folder holding the backups of ``database_file`` under ``root``."""
    resolved = str(Path(database_file).expanduser().resolve())
    digest = hashlib.sha256(resolved.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return root / f"{_safe_stem(database_file)}-{digest}"


def _safe_stem(database_file: Path) -> str:
    stem = Path(database_file).stem or "base"
    return re.sub(r"[^\w.-]+", "_", stem)[:60] or "base"


def list_backups(database_file: Path, root: Path) -> list[Backup]:
    """The backups of ``database_file``, newest first (files whose name does not parse are ignored)."""
    folder = backup_folder(database_file, root)
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    found: list[tuple[tuple[datetime, int, int], Backup]] = []
    for name in names:
        match = _NAME.match(name)
        if match is None:
            continue
        try:
            taken = datetime.strptime(match["stamp"], "%Y%m%d-%H%M%S")
        except ValueError:
            continue
        number = int(match["round"]) if match["round"] else None
        backup = Backup(folder / name, taken, number, match["reason"])
        try:
            written = (folder / name).stat().st_mtime_ns
        except OSError:
            continue
        found.append(((taken, written, int(match["counter"] or 1)), backup))
    found.sort(key=lambda item: item[0], reverse=True)
    return [backup for _key, backup in found]


def latest_backup(database_file: Path, root: Path | None) -> Backup | None:
    """The newest backup that can be restored (a damaged file set aside is not one)."""
    if root is None:
        return None
    usable = [backup for backup in list_backups(database_file, root) if backup.reason != DAMAGED_ASIDE]
    return usable[0] if usable else None


def _target_name(database_file: Path, folder: Path, reason_word: str, round_number: int | None) -> Path:
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    round_part = f"-manche-{round_number}" if round_number is not None else ""
    stem = _safe_stem(database_file)
    counter = 1
    while True:
        suffix = "" if counter == 1 else f"-{counter}"
        target = folder / f"{stem}-{stamp}{suffix}{round_part}-{reason_word}{SUFFIX}"
        if not target.exists():
            return target
        counter += 1


def backup_connection(
    source: sqlite3.Connection,
    database_file: Path,
    root: Path,
    reason_word: str,
    *,
    round_number: int | None = None,
    keep: int = KEEP,
) -> Path:
    """Copy the database behind ``source`` (an open connection) into a new backup; rotate; return its path."""
    if reason_word not in REASONS:
        raise ValueError(f"unknown backup reason: {reason_word!r}")
    folder = backup_folder(database_file, root)
    try:
        folder.mkdir(parents=True, exist_ok=True)
        target = _target_name(database_file, folder, reason_word, round_number)
        write_copy(source, target)
    except (sqlite3.Error, OSError) as error:
        raise precise(error, _("La sauvegarde automatique de « {file} » n’a pas pu être écrite : {reason}.").format(
            file=database_file, reason=reason(error))) from error
    rotate(database_file, root, keep)
    log.info("backup of %s (%s) written to %s", database_file, reason_word, target)
    return target


def write_copy(source: sqlite3.Connection, target: Path) -> None:
    """``source`` copied to ``target`` through a hidden temporary file renamed at the end."""
    temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}{TEMPORARY_SUFFIX}")
    try:
        with closing(open_files.connect(temporary)) as destination:
            source.backup(destination)
            # A backup is a self-contained file: no WAL beside it, whatever the source's journal mode.
            destination.execute("PRAGMA journal_mode=DELETE")
        os.replace(temporary, target)
    except BaseException:
        remove_sqlite_file(temporary)
        raise


def rotate(database_file: Path, root: Path, keep: int = KEEP) -> None:
    """Delete the oldest backups of ``database_file`` beyond the ``keep`` newest (not one this program has
    open: a backup opened directly with Fichier › Ouvrir… is in use)."""
    for old in list_backups(database_file, root)[keep:]:
        if open_files.is_open_here(old.path):
            continue
        try:
            old.path.unlink()
        except OSError:
            log.info("old backup %s could not be removed", old.path, exc_info=True)


def backup_before_upgrade(path: Path, revision: str, source: sqlite3.Connection) -> Path:
    """A consistent copy of ``path`` beside it, ``<file>.bak-<revision>-<UTC timestamp>``, before an upgrade.

    Written to a temporary file then renamed: a kill never leaves a half-written or empty « .bak ».
    """
    stamp = datetime.now(UTC).strftime("%Y%m%dT%H%M%SZ")
    target = path.with_name(f"{path.name}.bak-{revision}-{stamp}")
    counter = 1
    while target.exists():
        counter += 1
        target = path.with_name(f"{path.name}.bak-{revision}-{stamp}-{counter}")
    try:
        write_copy(source, target)
    except (sqlite3.Error, OSError) as error:
        raise precise(
            error,
            _("Impossible de sauvegarder « {file} » avant sa mise à jour : {reason}. Rien n’a été modifié.").format(
                file=path, reason=reason(error)),
        ) from error
    return target


def clean_stray_temporaries(database_file: Path, root: Path | None) -> list[Path]:
    """Remove what an interrupted copy left: hidden ``.<file>….tmp`` files beside ``database_file`` (the
    pre-upgrade copy, a restore) and in its backup folder.  Returns what was removed."""
    removed: list[Path] = []
    places: list[tuple[Path, tuple[str, ...]]] = [
        (database_file.parent, (f".{database_file.name}.bak-", f".{database_file.name}.restore-"))
    ]
    if root is not None:
        places.append((backup_folder(database_file, root), (".",)))
    for folder, prefixes in places:
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            base = name
            for side in ("-wal", "-shm", "-journal"):
                if base.endswith(side):
                    base = base[: -len(side)]
            if base.startswith(prefixes) and base.endswith(TEMPORARY_SUFFIX):
                try:
                    (folder / name).unlink()
                    removed.append(folder / name)
                except OSError:
                    log.info("stray temporary file %s could not be removed", folder / name, exc_info=True)
    if removed:
        log.info("removed stray temporary files: %s", removed)
    return removed


def remove_sqlite_file(path: Path) -> None:
    for leftover in (path, *(path.with_name(path.name + side) for side in ("-wal", "-shm", "-journal"))):
        leftover.unlink(missing_ok=True)


def check_backup_file(backup: Path) -> None:
    """Refuse a backup that is not a healthy SQLite file (:class:`StorageDamagedError`)."""
    try:
        with closing(open_files.connect(f"{backup.resolve().as_uri()}?mode=ro&immutable=1", uri=True)) as connection:
            result = connection.execute("PRAGMA quick_check").fetchall()
    except (sqlite3.Error, OSError) as error:
        raise StorageDamagedError(_("La sauvegarde « {backup} » est illisible : {reason}.").format(
            backup=backup, reason=reason(error))) from error
    if result != [("ok",)]:
        raise StorageDamagedError(
            _("La sauvegarde « {backup} » est endommagée : elle n’a pas été restaurée.").format(backup=backup))


def set_aside_raw(database_file: Path, root: Path) -> Path:
    """A byte-for-byte copy of ``database_file`` (and its ``-wal``) into its backup folder, for a file
    that SQLite cannot read any more (and that this program does not have open: refused otherwise, a copy
    by hand would release its connections' locks).  Returns the copy's path."""
    folder = backup_folder(database_file, root)
    try:
        with open_files.raw_access(database_file) as allowed:
            if not allowed:
                raise StorageError(_(OPEN_HERE).format(file=database_file))
            folder.mkdir(parents=True, exist_ok=True)
            target = _target_name(database_file, folder, DAMAGED_ASIDE, None)
            temporary = target.with_name(f".{target.name}.{secrets.token_hex(4)}{TEMPORARY_SUFFIX}")
            shutil.copyfile(database_file, temporary)
            wal = database_file.with_name(database_file.name + "-wal")
            if wal.exists() and wal.stat().st_size:
                shutil.copyfile(wal, target.with_name(target.name + "-wal"))
            os.replace(temporary, target)
    except OSError as error:
        raise precise(error, _("Impossible de mettre de côté « {file} » avant la restauration : {reason}.").format(
            file=database_file, reason=reason(error))) from error
    return target


def replace_file(database_file: Path, backup: Path) -> None:
    """Put a copy of ``backup`` in place of ``database_file`` (not open anywhere, this program included:
    refused otherwise): written beside it, its stale ``-wal``/``-shm`` removed, then renamed over it."""
    temporary = database_file.with_name(f".{database_file.name}.restore-{secrets.token_hex(4)}{TEMPORARY_SUFFIX}")
    try:
        with closing(
            open_files.connect(f"{backup.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
        ) as source:
            write_copy(source, temporary)
        with open_files.raw_access(database_file) as allowed:
            if not allowed:
                raise StorageError(_(OPEN_HERE).format(file=database_file))
            for side in ("-wal", "-shm"):
                database_file.with_name(database_file.name + side).unlink(missing_ok=True)
            os.replace(temporary, database_file)
    except StorageError:
        remove_sqlite_file(temporary)
        raise
    except (sqlite3.Error, OSError) as error:
        remove_sqlite_file(temporary)
        raise precise(error, _("La restauration de « {file} » a échoué : {reason}.").format(
            file=database_file, reason=reason(error))) from error


def restore_into(destination: sqlite3.Connection, database_file: Path, backup: Path) -> None:
    """Copy ``backup`` into the open database ``destination`` with the backup API (other stations see
    the restored content at their next read, as after any write)."""
    try:
        with closing(
            open_files.connect(f"{backup.resolve().as_uri()}?mode=ro&immutable=1", uri=True)
        ) as source:
            source.backup(destination)
    except (sqlite3.Error, OSError) as error:
        raise precise(error, _("La restauration de « {file} » a échoué : {reason}.").format(
            file=database_file, reason=reason(error))) from error


__all__ = [
    "BEFORE_RESTORE",
    "DAMAGED_ASIDE",
    "KEEP",
    "MANUAL",
    "ON_CLOSE",
    "OPEN_HERE",
    "REASONS",
    "ROUND_DRAWN",
    "ROUND_FINISHED",
    "Backup",
    "backup_before_upgrade",
    "backup_connection",
    "backup_folder",
    "check_backup_file",
    "clean_stray_temporaries",
    "latest_backup",
    "list_backups",
    "remove_sqlite_file",
    "replace_file",
    "restore_into",
    "rotate",
    "set_aside_raw",
]
