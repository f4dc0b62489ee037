/// Names for the league and its divisions. Division names are listed per tier, grandest first,
/// so a name alone tells how high a division sits.
enum PyramidNameBank {
    static let leagueFlavours = [
        "Custard Cream", "Soggy Biscuit", "Marmalade", "Wobbly Jelly", "Gravy Boat", "Teapot",
        "Crumpet", "Pickled Onion",
    ]
    static let leagueBodies = [
        "Football League", "Football Pyramid", "Footy Federation", "Soccer Alliance", "Ball Kicking Association",
    ]

    static let divisionNames: [[String]] = [
        ["Golden Teapot Premiership", "Champagne Division", "Grand Crumpet Premiership", "Velvet Slipper League"],
        ["Silver Spoon Championship", "Lemonade Division", "Jam Tart Championship", "Tartan Slipper League"],
        ["Bronze Kettle Division", "Tap Water Division", "Custard Cream League", "Woolly Jumper League"],
        ["Soggy Sock Division", "Puddle Division", "Stale Crust League", "Odd Wellie League"],
    ]
}
