"""Textbook cases for the recommendation corpus, decided by a plain reading of SAYC.

Each situation module draws random hands for one auction pattern and decides the call
a SAYC textbook gives, by the principle written beside it (the ACBL SAYC System
Booklet and the usual teaching that goes with it). Hands where the reading is not
clear-cut (two answers a good player might give) are left out rather than guessed.
Nothing here imports the recommendation engine: the answers are independent of it.
Run ``python -m tests.textbook`` to write the corpus files (see ``__main__``).
"""
