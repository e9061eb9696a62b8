print("astrosvitla")
