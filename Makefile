# The two everyday commands: `make play` and `make test`. Each sets up .venv with what it
# needs the first time (and again after pyproject.toml changes); the game runs from this
# checkout, so nothing of ours is built or installed.
#   make play         the packages playing needs (pygame-ce, pytmx, ...), then the game
#                     (make play ARGS="--language fr --size 960x540": the game's options)
#   make test         ... plus the test and lint tools, then ruff and the test suite
#   make dist         ... plus PyInstaller and Pillow, then the app players download
#   make screenshots  every picture in docs/screenshots/, drawn again
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
REQUIREMENTS := $(BIN)/python tools/requirements.py
# The venv's own pip if it has one, else this Python's pip installing into the venv.
# --no-compile: Python compiles what the game imports when it first runs, not all of it now.
PIP = $(if $(wildcard $(BIN)/pip),$(BIN)/python -m pip,$(PYTHON) -m pip --python $(BIN)/python) \
	install --quiet --disable-pip-version-check --no-input --no-compile

.PHONY: play test lint bench dist selftest screenshots clean

# When this Python's pip can install into another environment (pip 22.3 or later), the
# venv gets no pip of its own: 25 MB smaller and ready in a second instead of fifteen.
$(BIN)/python:
	@$(PYTHON) -c "import sys; sys.exit(sys.version_info < (3, 11))" 2>/dev/null || { \
		echo "Wonderland Parlour needs Python 3.11 or later, and $(PYTHON) is missing" \
			"or older: name another, e.g. make play PYTHON=python3.12"; exit 1; }
	@$(PYTHON) -m venv --without-pip $(VENV)
	@$(PYTHON) -c "import pip, sys; sys.exit(tuple(map(int, pip.__version__.split('.')[:2])) < (22, 3))" \
		2>/dev/null || $(BIN)/python -m ensurepip --default-pip >/dev/null

# One stamp per set of packages; the message shows only when packages are fetched.
$(VENV)/.play: pyproject.toml tools/requirements.py | $(BIN)/python
	@echo "Fetching the packages the game needs into $(VENV) (the first time only; about 30 MB)..."
	@$(REQUIREMENTS) > $(VENV)/requirements-play.txt
	@$(PIP) -r $(VENV)/requirements-play.txt
	@touch $@

$(VENV)/.test: $(VENV)/.play
	@echo "Fetching the test and lint tools into $(VENV) (the first time only)..."
	@$(REQUIREMENTS) test lint > $(VENV)/requirements-test.txt
	@$(PIP) -r $(VENV)/requirements-test.txt
	@touch $@

$(VENV)/.build: $(VENV)/.play
	@echo "Fetching the packaging tools into $(VENV) (the first time only)..."
	@$(REQUIREMENTS) build > $(VENV)/requirements-build.txt
	@$(PIP) -r $(VENV)/requirements-build.txt
	@touch $@

play: $(VENV)/.play
	$(BIN)/python -m game $(ARGS)

# The whole suite in CI (CI=true, as .ci/run sets) also builds the app players download and
# runs its --selftest (tests/packaging), so there it needs the packaging tools as well.
test: $(VENV)/.test $(if $(filter true,$(CI)),$(VENV)/.build)
	$(BIN)/ruff check .
	$(BIN)/python -m pytest -n auto --dist loadfile

lint: $(VENV)/.test
	$(BIN)/ruff check .

bench: $(VENV)/.play
	$(BIN)/python bench/engine.py

screenshots: $(VENV)/.play
	$(BIN)/python tools/screenshots.py

dist: $(VENV)/.build
	$(BIN)/python -m PyInstaller --noconfirm build.spec
	@echo "built: dist/ (WonderlandParlour, WonderlandParlour.exe or WonderlandParlour.app)"

selftest: dist
	SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy ./dist/WonderlandParlour --selftest

clean:
	rm -rf $(VENV) build dist .pytest_cache .ruff_cache
