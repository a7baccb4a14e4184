"""Hand records in and out: PBN 2.1 and BBO LIN (docs/design.md 10, docs/contract.md
"Interchange").

Readers turn a file into typed game records and writers turn boards back into text; they
know the rules of bridge (domain.rules) but nothing of the event store or HTTP. The
application re-enacts a record through the same commands the API sends
(each board family's under domain/board/), so an imported board is a board like any other.
"""
