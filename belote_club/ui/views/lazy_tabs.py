"""Tabs whose panels are built when first needed: opening a 200-team concours builds the tab shown, not six.

:class:`LazyTabs` is a ``QTabWidget`` whose pages are light holders; a page's panel is built (by the function
given to :meth:`LazyTabs.add_lazy`) the first time its tab is shown or the panel is asked for
(:meth:`LazyTabs.panel`).  Callers keep speaking of panels: ``widget(i)``, ``currentWidget()``,
``indexOf(panel)`` and ``setCurrentWidget(panel)`` answer with (and accept) the panels, not the holders.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QTabBar, QTabWidget, QVBoxLayout, QWidget

Builder = Callable[[QWidget], QWidget]


class SteadyTabBar(QTabBar):
    """Tabs as wide whichever is selected.

    The style sheet sets the selected tab's title in bold (``QTabBar::tab:selected``): each tab is wider when
    selected, so that every change of tab resized the bar, and Qt then laid out and painted the whole page
    again (a third of the time the Classement tab took to show).  Here a tab not selected asks for the width
    of its title in bold too (:meth:`reserve_bold`, measured when the tab is added): the bar keeps its size."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._bold_extra: dict[int, int] = {}

    def reserve_bold(self, index: int, text: str) -> None:
        """Measure how much wider the title of tab ``index`` is in bold (before the tab is added).  Measured
        here, not in :meth:`tabSizeHint`: with PySide6 6.12, making a font there while Qt restyles the bar
        dropped a reference to None at each call, and the process aborted at its end."""
        bold = QFont(self.font())
        bold.setWeight(QFont.Weight.DemiBold)  # the style sheet's « font-weight: 600 »
        # Measured as the style measures a tab's title (mnemonics shown), so that the widths agree to the pixel.
        flags = int(Qt.TextFlag.TextShowMnemonic)
        self._bold_extra[index] = max(0, QFontMetrics(bold).size(flags, text).width()
                                      - self.fontMetrics().size(flags, text).width())

    def tabSizeHint(self, index: int) -> QSize:  # noqa: N802 — Qt override
        size = super().tabSizeHint(index)
        extra = 0 if index == self.currentIndex() else self._bold_extra.get(index, 0)
        return QSize(size.width() + extra, size.height())  # a new QSize (returning Qt's own, changed, crashed)


class _Holder(QWidget):
    """A tab's page: while another tab is shown, it asks for no room at all.

    A tab widget is as large as the largest of its pages (``QStackedLayout``: sizes, minimum sizes and heights
    for a width), hidden ones included.  So the Saisie tab's end-of-game banner, on a hidden page, made the
    Classement tab taller than the window: a scroll bar came, and the page was laid out and painted again;
    and every change of tab laid out the word-wrapped labels of every page built.  The page shown decides
    alone (a change of tab shows one page and hides another, which has the tab widget laid out again)."""

    def heightForWidth(self, width: int) -> int:  # noqa: N802 — Qt override
        return -1 if self.isHidden() else super().heightForWidth(width)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 — Qt override
        return QSize(0, 0) if self.isHidden() else super().minimumSizeHint()

    def sizeHint(self) -> QSize:  # noqa: N802 — Qt override
        return QSize(0, 0) if self.isHidden() else super().sizeHint()


class LazyTabs(QTabWidget):
    """A tab widget whose panels are built on first use (see the module)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.bar = SteadyTabBar(self)
        self.setTabBar(self.bar)
        self._holders: list[QWidget] = []
        self._builders: dict[int, Builder] = {}
        self._panels: dict[int, QWidget] = {}

    def add_lazy(self, build: Builder, text: str) -> int:
        """A tab whose panel ``build(holder)`` makes when first needed (``holder``: the panel's parent)."""
        holder = _Holder()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        self.bar.reserve_bold(self.count(), text)
        index = self.addTab(holder, text)
        self._holders.append(holder)
        self._builders[index] = build
        return index

    def add_panel(self, panel: QWidget, text: str) -> int:
        """A tab whose panel is already built."""
        holder = _Holder()
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(panel)
        self.bar.reserve_bold(self.count(), text)
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
