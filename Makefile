# The two everyday commands: `make play` and `make test`. Both set up .venv first if needed.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.installed

.PHONY: play test lint bench dist selftest clean

$(STAMP): pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[test,lint,build]'
	touch $(STAMP)

play: $(STAMP)
	$(BIN)/python -m game

test: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest

lint: $(STAMP)
	$(BIN)/ruff check .

bench: $(STAMP)
	$(BIN)/python bench/engine.py

dist: $(STAMP)
	$(BIN)/python -m PyInstaller --noconfirm build.spec
	@echo "built: dist/ (WonderlandParlour, WonderlandParlour.exe or WonderlandParlour.app)"

selftest: dist
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy ./dist/WonderlandParlour --selftest

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
