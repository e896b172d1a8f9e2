-- bad spec: os is not in the sandbox (a nil global)
os.execute("true")
return { name = "Bad", board = { row = 6 }, setup = { deal = "equal", total = 72 } }
