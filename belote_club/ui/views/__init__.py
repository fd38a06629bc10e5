"""The screens: the home page, the roster, a tournament page and one module per tab, the score sheet, the
projector."""
