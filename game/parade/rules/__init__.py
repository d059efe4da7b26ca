"""The Parade's rules (docs/rules/PARADE.md P1-P9), pure Python: cards, setup, engine,
views, records."""
