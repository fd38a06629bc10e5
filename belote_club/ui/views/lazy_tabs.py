"""Tabs whose panels are built when first needed: opening a 200-team concours builds the tab shown, not six.

:class:`LazyTabs` is a ``QTabWidget`` whose pages are light holders; a page's panel is built (by the function
given to :meth:`LazyTabs.add_lazy`) the first time its tab is shown or the panel is asked for
(:meth:`LazyTabs.panel`).  Callers keep speaking of panels: ``widget(i)``, ``currentWidget()``,
``indexOf(panel)`` and ``setCurrentWidget(panel)`` answer with (and accept) the panels, not the holders.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QTabWidget, QVBoxLayout, QWidget

Builder = Callable[[QWidget], QWidget]


class LazyTabs(QTabWidget):
    """A tab widget whose panels are built on first use (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._holders: list[QWidget] = []
        self._builders: dict[int, Builder] = {}
        self._panels: dict[int, QWidget] = {}

    def add_lazy(self, build: Builder, text: str) -> int:
        """A tab whose panel ``build(holder)`` makes when first needed (``holder``: the panel's parent)."""
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        index = self.addTab(holder, text)
        self._holders.append(holder)
        self._builders[index] = build
        return index

    def add_panel(self, panel: QWidget, text: str) -> int:
        """A tab whose panel is already built."""
        holder = QWidget()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(panel)
        index = self.addTab(holder, text)
        self._holders.append(holder)
        self._panels[index] = panel
        return index

    def built(self, index: int) -> bool:
        """Whether the panel of tab ``index`` exists."""
        return index in self._panels

    def panel(self, index: int) -> QWidget:
        """The panel of tab ``index``, built now if it was not yet."""
        found = self._panels.get(index)
        if found is None:
            holder = self._holders[index]
            found = self._builders.pop(index)(holder)
            self._panels[index] = found
            layout = holder.layout()
            assert layout is not None
            layout.addWidget(found)
            if holder.isVisible():  # its tab is shown: in sight now, not at the next turn of the event loop
                found.show()
        return found

    # -- QTabWidget's calls, speaking of panels -------------------------------------------------
    def widget(self, index: int) -> QWidget | None:
        return self.panel(index) if 0 <= index < len(self._holders) else None

    def currentWidget(self) -> QWidget | None:  # type: ignore[override]  # noqa: N802 — Qt naming
        return self.widget(self.currentIndex())

    def indexOf(self, widget: QWidget) -> int:  # noqa: N802 — Qt naming
        for index, panel in self._panels.items():
            if panel is widget:
                return index
        for index, holder in enumerate(self._holders):
            if holder is widget:
                return index
        return -1

    def setCurrentWidget(self, widget: QWidget) -> None:  # noqa: N802 — Qt naming
        index = self.indexOf(widget)
        if index >= 0:
            self.setCurrentIndex(index)
