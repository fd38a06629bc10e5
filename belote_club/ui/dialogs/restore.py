"""Fichier › Restaurer une sauvegarde… : the automatic backups of the open file, by date and round."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QListWidget, QListWidgetItem, QVBoxLayout, QWidget

from belote_club.ui.files import backups, message_of
from belote_club.ui.translation import tr
from belote_club.ui.widgets import label

if TYPE_CHECKING:
    from belote_club.services import ClubService


class RestoreDialog(QDialog):
    """Choose a backup; ``chosen()`` is it.  The caller asks for confirmation and restores."""

    def __init__(self, service: ClubService, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(tr("Restaurer une sauvegarde"))
        self.resize(620, 420)
        self.list = QListWidget()
        problem = ""
        try:
            found = backups(service)
        except Exception as error:  # noqa: BLE001 — said in the dialog, never a traceback
            found, problem = [], message_of(error)
        for backup in found:
            item = QListWidgetItem(str(getattr(backup, "description", backup)))
            item.setData(Qt.ItemDataRole.UserRole, backup)
            self.list.addItem(item)
        if found:
            self.list.setCurrentRow(0)
        intro = (tr("Les sauvegardes automatiques de ce fichier, la plus récente en haut (à chaque tirage, à "
                    "chaque manche terminée, à la fermeture). Le contenu actuel est lui-même sauvegardé avant "
                    "la restauration.") if found else
                 problem or tr("Aucune sauvegarde automatique pour ce fichier pour l’instant."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
        buttons.button(QDialogButtonBox.StandardButton.Cancel).setText(tr("Annuler"))
        self.restore_button = buttons.addButton(tr("Restaurer"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.restore_button.setEnabled(bool(found))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.list.itemDoubleClicked.connect(lambda _item: self.accept())
        layout = QVBoxLayout(self)
        layout.addWidget(label(intro, "hint", wrap=True))
        layout.addWidget(self.list, 1)
        layout.addWidget(buttons)

    def chosen(self) -> Any:
        item = self.list.currentItem()
        return item.data(Qt.ItemDataRole.UserRole) if item is not None else None
