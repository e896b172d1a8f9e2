-- hostile: a pattern that backtracks exponentially inside string.find
local x = ("a"):rep(30):find(("a*"):rep(30) .. "b")
return { name = "hostile", board = { row = 6 }, setup = { deal = "equal", total = 72 }, capture = { counts = { 2, 4, 6 } } }
