-- bad spec: never returns
while true do end
