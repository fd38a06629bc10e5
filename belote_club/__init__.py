"""Belote Club: belote club evenings and concours, scored under the club's house rules."""

__version__ = "0.1.0"
APP_NAME = "Belote Club"
