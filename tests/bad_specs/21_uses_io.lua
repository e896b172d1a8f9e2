-- bad spec: io is not in the sandbox (a nil global)
local f = io.open("/etc/passwd")
return { name = "Bad", board = { row = 6 }, setup = { deal = "equal", total = 72 } }
