# Two commands do all the set-up on a fresh machine: `make demo` and `make test`.
VENV ?= .venv
PY := $(VENV)/bin/python
STAMP := $(VENV)/.installed-stamp

.PHONY: install demo test lint bench clean

$(STAMP): setup.cfg pyproject.toml
	python3 -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip
	$(PY) -m pip install --quiet torch==2.13.0
	$(PY) -m pip install --quiet -e '.[neural,dev]'
	touch $(STAMP)

install: $(STAMP)

demo: install
	$(VENV)/bin/rulewise demo

test: install
	$(PY) -m pytest -q -m "not slow" ruleparse reasoner qgen eval neural rulewise tests README.md

lint: install
	$(VENV)/bin/ruff check .

bench: install
	$(PY) -m eval.bench

clean:
	rm -rf $(VENV) build *.egg-info runs
