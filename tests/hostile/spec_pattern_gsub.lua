-- hostile: the same inside gsub (a method call on a string)
local s = ("a"):rep(40)
s = s:gsub(("a?"):rep(40) .. ("a"):rep(40), "x")
return { name = "hostile", board = { row = 6 }, setup = { deal = "equal", total = 72 }, capture = { counts = { 2, 4, 6 } } }
