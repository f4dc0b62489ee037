/// Word lists for people's names: grand or cheerful first names, and surnames built from
/// household words so every name reads easily and sounds a little silly.
enum PersonNameBank {
    static let firstNames = [
        "Bartholomew", "Dizzy", "Archibald", "Bertie", "Cuthbert", "Digby", "Percival", "Montgomery",
        "Horace", "Wilbur", "Rufus", "Ambrose", "Barnaby", "Clement", "Cornelius", "Desmond",
        "Eustace", "Ferdinand", "Gideon", "Hamish", "Ignatius", "Jasper", "Lancelot", "Mortimer",
        "Nigel", "Ozzie", "Pip", "Quentin", "Reginald", "Sebastian", "Tobias", "Ulysses",
        "Virgil", "Wendell", "Zebedee", "Alfie", "Basil", "Chester", "Dougie", "Elmo",
        "Fergus", "Gus", "Humphrey", "Jolyon", "Kit", "Lenny", "Monty", "Norbert",
        "Otis", "Ptolemy", "Rory", "Stanley", "Thaddeus", "Wilf", "Benny", "Crispin",
        "Erasmus", "Fitz", "Hector", "Ivo", "Jeb", "Marmaduke", "Nobby", "Ollie",
        "Percy", "Rodrigo", "Sancho", "Teodoro", "Umberto", "Vinnie", "Waldo", "Xander",
        "Yuri", "Zeno", "Bingo", "Sunny", "Lucky", "Sparky", "Buster", "Dusty",
    ]

    /// Surnames that stand on their own ("Nutmeg") or take a prefix ("McWhistle").
    static let surnameWords = [
        "Nutmeg", "Whistle", "Crumble", "Pickles", "Buttons", "Wobble", "Tumble", "Kettle",
        "Biscuit", "Crumpet", "Sprocket", "Doodle", "Noodle", "Pudding", "Trumpet", "Wiggins",
        "Fumble", "Puddle", "Muffin", "Bramble", "Custard", "Thimble", "Mumble", "Pebble",
        "Sausage", "Toffee", "Waffle", "Bumble", "Dumpling", "Fiddle", "Haddock", "Marrow",
        "Parsnip", "Turnip", "Scone", "Teacup", "Bobbin", "Spindle", "Gumboot", "Hobnob",
    ]

    /// Prefixes joined straight onto a surname word; the space in "Van " is part of the prefix.
    static let surnamePrefixes = ["Mc", "O'", "Van ", "De ", "Fitz"]

    /// Halves of compound surnames: "Wobble" + "bottom" gives "Wobblebottom".
    static let surnameHeads = [
        "Wobble", "Snor", "Fizz", "Bumble", "Puddle", "Crumb", "Higgle", "Waddle", "Pumper", "Tiddle",
        "Gobble", "Muddle", "Nib", "Scrabble", "Snuffle", "Wiggle", "Dribble", "Ramble", "Jangle", "Twiddle",
    ]
    static let surnameTails = [
        "bottom", "thwaite", "worth", "wick", "sworth", "shaw", "more", "nickel", "ington", "hurst",
        "by", "field", "bury", "ley", "ford", "sby", "combe", "stone", "cliffe", "nose",
    ]
}
