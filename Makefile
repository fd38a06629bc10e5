# Belote Club — developer entry points.  `make run` and `make test` are the whole set-up.
PYTHON ?= python3
VENV   ?= .venv
PY     := $(VENV)/bin/python
export QT_QPA_PLATFORM ?= offscreen

# What each entry point needs, and no more: `make run` the application alone, `make test` and `make lint`
# the `test` extra (plus the `postgres` extra when BELOTE_TEST_DATABASE_URL names a test server).
comma := ,
TEST_EXTRAS := test$(if $(BELOTE_TEST_DATABASE_URL),$(comma)postgres)
RUN_STAMP   := $(VENV)/.installed-run
TEST_STAMP  := $(VENV)/.installed-$(subst $(comma),-,$(TEST_EXTRAS))

.PHONY: run test lint bench screenshots pdfs package package-test lock clean translations

# setuptools' note that every editable install of a flat layout gets (« Editable installation. … »)
# is information, not a problem of this project: it alone is hidden, every real warning still shows.
PIP_INSTALL := PYTHONWARNINGS="ignore:Editable installation:UserWarning" $(PY) -m pip install -q

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install -q --upgrade pip "setuptools>=77"

$(RUN_STAMP): pyproject.toml setup.py | $(PY)
	$(PIP_INSTALL) -e .
	@touch $@

$(TEST_STAMP): pyproject.toml setup.py | $(PY)
	$(PIP_INSTALL) -e '.[$(TEST_EXTRAS)]'
	@touch $@ $(RUN_STAMP)

run: QT_QPA_PLATFORM=
run: $(RUN_STAMP)
	$(VENV)/bin/belote-club $(ARGS)

# PYTEST_ARGS narrows a run, e.g. `make test PYTEST_ARGS=tests/rules`.  Exit 5 = no test collected.
test: $(TEST_STAMP)
	@$(PY) -m pytest -q -p no:cacheprovider $(PYTEST_ARGS); status=$$?; \
	if [ $$status = 5 ]; then echo "pytest : aucun test n’a été exécuté (code 5)" >&2; fi; exit $$status

lint: $(TEST_STAMP)
	$(VENV)/bin/ruff check belote_club tests
	$(VENV)/bin/mypy

bench: $(TEST_STAMP)
	$(PY) tests/bench/run_all.py

# Frozen application (PyInstaller, one folder) and its .tar.gz under dist/; see packaging/README.md.
# Built in its own virtualenv from packaging/requirements.lock alone (exact versions, hashes checked), so
# that a release is reproducible; `make lock` refreshes the lock after a change of pyproject.toml.
PACKAGE_VENV := build/package-venv
PACKAGE_PY   := $(PACKAGE_VENV)/bin/python
$(PACKAGE_VENV)/.installed: packaging/requirements.lock
	@test -x $(PACKAGE_PY) || $(PYTHON) -m venv $(PACKAGE_VENV)
	$(PACKAGE_PY) -m pip install -q --require-hashes --no-deps -r packaging/requirements.lock
	@touch $@

package: $(PACKAGE_VENV)/.installed
	rm -rf build/pyinstaller 'dist/Belote Club' 'dist/Belote Club.app'
	$(PACKAGE_VENV)/bin/pyinstaller --noconfirm --clean --log-level WARN \
		--distpath dist --workpath build/pyinstaller packaging/belote-club.spec
	$(PACKAGE_PY) packaging/archive.py

# The lock file: every platform, Python 3.11 and later, hashes of every wheel (uv, installed on demand).
lock: $(TEST_STAMP)
	$(PY) -m pip install -q 'uv>=0.9'
	UV_NO_CONFIG=1 $(VENV)/bin/uv pip compile pyproject.toml packaging/build-requirements.in --extra postgres \
		--universal --python-version 3.11 --generate-hashes --index-url https://pypi.org/simple \
		--custom-compile-command "make lock" --quiet -o packaging/requirements.lock

# Builds the bundle, then runs the frozen executables (not part of `make test`).
package-test: package
	$(PACKAGE_PY) packaging/smoke_test.py

clean:
	rm -rf $(VENV) build dist *.egg-info .pytest_cache .hypothesis

# Every main screen at 1366×768 into docs/screenshots/ (fixed demo date and print time: reproducible).
screenshots: $(TEST_STAMP)
	QT_QPA_PLATFORM=offscreen $(PY) docs/screenshots/make_screenshots.py

# Translations. First the window's Qt strings, the standard Qt way: pyside6-lupdate extracts every tr("…") and
# QT_TR_NOOP("…") of ui/ and app.py into resources/translations/belote_club_<lang>.ts (the translator's file:
# translations kept, new texts « unfinished », texts gone dropped), then pyside6-lrelease compiles every .ts
# of the folder into its .qm: belote_club_<lang>.ts and qt_extra_fr.ts (Qt's own dialog strings that Qt's
# French catalogue leaves in English, edited by hand).
QT_SOURCES = $(sort $(shell find belote_club/ui -name '*.py')) belote_club/app.py
QT_LANGUAGES := en
# Then the gettext catalogues of the Qt-free layers (resources/locale, see CONTRIBUTING.md), one domain per
# layer as belote_club/i18n.py's DOMAINS lists them: belote_club (engine, command line: everything not below),
# belote_club_services, belote_club_storage (storage and tournament), belote_club_reports, belote_club_web
# (the server's messages; the phone pages' own texts are in belote_club/web/static/i18n/).  For each domain,
# Babel extracts the marked French texts into its .pot, merges them into each language's .po (new texts
# come with an empty translation, to fill in) and compiles every .po into its .mo, argparse's French
# catalogue included.
LOCALE := resources/locale
PYBABEL := $(VENV)/bin/pybabel
EXTRACT = $(PYBABEL) -q extract -F babel.cfg -k N_ --no-wrap --sort-by-file --project "Belote Club" \
	--copyright-holder "Belote Club"
DOMAINS := belote_club belote_club_services belote_club_storage belote_club_reports belote_club_web
translations: $(RUN_STAMP)
	for lang in $(QT_LANGUAGES); do \
		$(VENV)/bin/pyside6-lupdate $(QT_SOURCES) -no-obsolete -locations none \
			-ts resources/translations/belote_club_$$lang.ts || exit 1; \
	done
	for ts in resources/translations/*.ts; do \
		$(VENV)/bin/pyside6-lrelease -silent $$ts -qm $${ts%.ts}.qm || exit 1; \
	done
	@test -x $(PYBABEL) || $(PY) -m pip install -q 'Babel>=2.14'
	$(EXTRACT) --ignore-dirs '.* ._ __pycache__ services storage tournament reports web' \
		-o $(LOCALE)/belote_club.pot belote_club
	$(EXTRACT) -o $(LOCALE)/belote_club_services.pot belote_club/services
	$(EXTRACT) -o $(LOCALE)/belote_club_storage.pot belote_club/storage belote_club/tournament
	$(EXTRACT) -o $(LOCALE)/belote_club_reports.pot belote_club/reports
	$(EXTRACT) -o $(LOCALE)/belote_club_web.pot belote_club/web
	for domain in $(DOMAINS); do \
		$(PYBABEL) -q update -D $$domain -i $(LOCALE)/$$domain.pot -d $(LOCALE) -l en --init-missing --no-wrap \
			--no-fuzzy-matching --ignore-obsolete && \
		$(PYBABEL) compile -D $$domain -d $(LOCALE) --statistics || exit 1; \
	done
	$(PYBABEL) compile -D argparse -d $(LOCALE) --statistics

# Every document of the demo concours as PDF and PNG pages in out/pdfs/, to look at (needs pdftoppm).
pdfs: $(TEST_STAMP)
	$(PY) tools/render_pdfs.py
