/// Word lists for clubs: halves of town names, the words that turn a town into a club, and grounds.
enum ClubNameBank {
    /// Halves of town names: "Muddy" + "ford" gives "Muddyford".
    static let townHeads = [
        "Wobble", "Muddy", "Puddle", "Crumble", "Soggy", "Snooze", "Dribble", "Giggle", "Muffin", "Pickle",
        "Bramble", "Custard", "Drizzle", "Fumble", "Gravy", "Kettle", "Noodle", "Parsnip", "Rumble", "Sprout",
        "Tumble", "Waffle", "Biscuit", "Nettle", "Turnip", "Haggle", "Jumble", "Marmalade", "Pudding", "Scone",
        "Teacup", "Toffee", "Wiggle", "Bumble", "Cabbage", "Dumpling", "Fiddle", "Goose", "Hiccup", "Lumpy",
    ]
    static let townTails = [
        "ton", "ford", "bury", "ham", "wick", "mouth", "chester", "by", "field", "ley",
        "borough", "stow", "bridge", "combe", "minster", "pool", "thorpe", "worth", "dale", "-on-Sea",
    ]
    /// Whole town names that read better than any compound.
    static let standaloneTowns = [
        "Crumpet", "Biscuit Bay", "Much Dribbling", "Little Snoozing", "Lower Custard", "Upper Gravy",
        "Great Wobbling", "Nether Puddle",
    ]

    /// Words put before the town ("Sporting Wobbleton") or after it ("Crumpet Rovers").
    static let clubPrefixes = ["Sporting", "Real", "Athletic", "Dynamo", "Inter", "FC", "Racing", "Olympic"]
    static let clubSuffixes = [
        "Rovers", "United", "Wanderers", "Athletic", "Albion", "City", "Town", "Rangers",
        "Harriers", "County", "Academicals", "Thistle", "Pirates", "Strollers",
    ]

    static let stadiumWords = [
        "Custard", "Gravy", "Kettle", "Wellington", "Crumpet", "Turnip", "Teapot", "Biscuit",
        "Pickle", "Marmalade", "Trumpet", "Pudding", "Sausage", "Dumpling", "Doily", "Slipper",
    ]
    static let stadiumKinds = ["Park", "Lane", "Road", "Ground", "Arena", "Meadow", "Stadium", "Bowl", "Field", "Common"]
}
