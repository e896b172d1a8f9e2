-- bad spec: a runtime error (indexing nil)
local sizes = {}
local row = sizes.board.row
return { name = "Bad", board = { row = row }, setup = { deal = "equal", total = 72 } }
