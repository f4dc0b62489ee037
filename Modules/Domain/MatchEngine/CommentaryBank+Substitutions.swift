/// A substitution: {player} comes off, {other} comes on, {team} is their side.
extension CommentaryBank {
    static let substitution = [
        "Substitution for {team}: {other} comes on for {player}.",
        "{player} makes way, replaced by {other}.",
        "Change for {team}: off comes {player}, on comes {other}.",
        "{other} is on for {player}. Fresh legs for {team}.",
        "The board goes up: {player} off, {other} on.",
        "{player} leaves the field, and {other} jogs on in his place.",
        "{team} make a change: {other} replaces {player}.",
        "A change on {minute} minutes: {team} swap {player} for {other}.",
        "On comes {other}, bursting with energy; {player} takes a seat.",
        "{other} has been warming up for an hour and finally gets his chance, for {player}.",
        "{player} is called off, and {other} tucks his shirt in and trots on.",
        "{team} roll the dice: {other} on, {player} off.",
        "The fourth official's board lights up. It's {player} off, {other} on for {team}.",
        "{other} high-fives {player} on the touchline and takes his place.",
        "{team} bring on {other}, who gets a cheer from his own fans. {player} comes off.",
        "Off goes {player} to polite applause. {other} is the man to replace him.",
        "{other} replaces {player}. The manager gives him a long list of instructions.",
        "A switch for {team}: {other} in, {player} out.",
        "{other} strips off his tracksuit top and replaces {player}.",
        "{player} makes way for {other}, with a pat on the back from the manager.",
        "{team} change it: {player} is replaced by {other}, who looks about fifteen.",
        "{other} comes on for {player}, chewing gum with great determination.",
    ]
}
