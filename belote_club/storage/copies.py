"""« Enregistrer une copie » (:meth:`Database.save_copy`): the checks on the target, and the row-by-row
copy of a server database into a new SQLite file."""

from __future__ import annotations

import os
from pathlib import Path

from sqlalchemy import Engine, insert, select

from belote_club.i18n import gettext as _
from belote_club.storage import open_files, schema
from belote_club.storage.errors import StorageError


def check_copy_target(path: Path, source: Path | None) -> None:
    """Refuse a target that is a folder, in a missing folder, the open file itself (``source``), a file
    this program or another one has open, or a place that cannot be written."""
    if path.is_dir():
        raise StorageError(_("« {path} » est un dossier : choisissez un nom de fichier pour la copie.").format(path=path))
    if not path.parent.is_dir():
        raise StorageError(_("Le dossier « {folder} » n’existe pas : la copie n’a pas été enregistrée.").format(
            folder=path.parent))
    if source is not None and (
        path.resolve() == source.resolve() or (path.exists() and source.exists() and path.samefile(source))
    ):
        raise StorageError(
            _("La copie ne peut pas remplacer le fichier ouvert lui-même : choisissez un autre nom de fichier.")
        )
    if open_files.is_open_here(path):
        raise StorageError(_(
            "« {path} » est une base ouverte dans Belote Club : la copie ne peut pas la remplacer. "
            "Choisissez un autre nom de fichier."
        ).format(path=path))
    if path.with_name(path.name + "-wal").exists():
        raise StorageError(_(
            "« {path} » semble ouvert par un autre programme (un fichier « {name}-wal » est présent) : "
            "fermez-le ou choisissez un autre nom de fichier."
        ).format(path=path, name=path.name))
    if not os.access(path.parent, os.W_OK) or (path.exists() and not os.access(path, os.W_OK)):
        raise StorageError(
            _("Vous n’avez pas le droit d’écrire « {path} » : choisissez un autre emplacement.").format(path=path))


def copy_rows(source_engine: Engine, destination_engine: Engine, name: str) -> None:
    """Every stored row of ``source_engine`` (one repeatable-read snapshot on PostgreSQL) into the new, empty
    database at the head revision behind ``destination_engine``."""
    from belote_club.storage.models import Base, Meta

    if source_engine.dialect.name == "postgresql":
        source_engine = source_engine.execution_options(isolation_level="REPEATABLE READ")
    with source_engine.connect() as source, source.begin(), destination_engine.begin() as destination:
        revision = schema.current_revision(source)
        if revision != schema.head_revision():
            raise StorageError(_(
                "La base « {name} » n’est pas à jour (schéma {revision}) : rouvrez-la avant d’en enregistrer une copie."
            ).format(name=name, revision=revision))
        for table in Base.metadata.sorted_tables:
            query = select(table).order_by(*table.primary_key.columns)
            if table is Meta.__table__:
                present = set(destination.scalars(select(Meta.key)))
                query = query.where(Meta.key.not_in(present))
            for rows in source.execute(query).mappings().partitions(1000):
                destination.execute(insert(table), [dict(row) for row in rows])
