"""The bidding-system model in one package (docs/design.md 7): the `BiddingSystem`
aggregate and its events (system.py), what an edit changes (change.py) and the edits
themselves (edits.py), which rule wins (priority.py), which conventions go together
(composition.py), the checks of names, meanings and definitions (rules.py), and the port
through which the library's modules come in (port.py; api/ wires the library to it).
"""
