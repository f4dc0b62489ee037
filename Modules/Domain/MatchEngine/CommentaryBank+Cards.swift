/// Cards: {player} is the player shown it, {team} his side.
extension CommentaryBank {
    static let yellowCard = [
        "Yellow card for {player} ({team}) after a cynical trip.",
        "{player} goes into the book for a late challenge.",
        "The referee shows {player} a yellow card. He protests, politely.",
        "Booked: {player}, for pulling back his man.",
        "{player} sees yellow for dissent. Manners, please.",
        "Yellow for {player} after a clumsy lunge.",
        "{player} is cautioned for time-wasting. The crowd approves.",
        "Into the book goes {player}, who had been warned.",
        "{minute} minutes in, {player} is booked for a sliding tackle that arrived a week late.",
        "Out comes the notebook: {player} is booked, and spells his name out for the referee.",
        "{player} is booked for kicking the ball away. Schoolboy stuff.",
        "A yellow card for {player}, who knew it was coming and shrugs.",
        "{player} goes in two-footed and is lucky it's only yellow.",
        "{player} is cautioned for a shirt-pull you could see from the moon.",
        "The referee books {player} for persistent fouling. It was his fourth.",
        "{player} gets a yellow card and a lecture to go with it.",
        "{player} of {team} is booked for a trip on the halfway line.",
        "Yellow card! {player} took one for the team there.",
        "{player} is booked for leaving the pitch without permission to tie his laces.",
        "The referee's pencil comes out for {player}. A caution.",
        "{player} sees yellow for a tackle more enthusiastic than accurate.",
        "Booking for {player} after he stops a counter-attack with a rugby tackle.",
        "{player} is shown the yellow card and nods, as if to say 'fair enough'.",
        "{player} ({team}) is booked for arguing about a throw-in. A throw-in!",
        "A caution for {player}, who had been chatting to the referee all afternoon.",
    ]

    static let secondYellow = [
        "Second yellow for {player}, and that's red! {team} are down to ten.",
        "{player} is booked again and has to go! A walk of shame for {team}'s man.",
        "Oh dear, {player}: a second yellow card, and off he trudges.",
        "Another booking for {player}, so it's red. {team} will have to dig in.",
        "The referee reaches for yellow again and then red: {player} is off!",
        "{player} has been sent off for a second bookable offence.",
        "Two yellows make a red, and {player} of {team} is on his way.",
        "{player} already had a card, and now he's got another. Off he goes, head bowed.",
        "A second caution for {player}, and the referee points him the way to the tunnel.",
        "{player} walks! Second yellow, and {team} are a man light.",
    ]

    static let redCard = [
        "RED CARD! {player} is sent off for a reckless tackle!",
        "Straight red for {player}! {team} are a man down.",
        "The referee doesn't hesitate: {player} is off!",
        "{player} sees red after a professional foul. Off he goes.",
        "Red card! {fullName} has to leave the field, and {team} have a mountain to climb.",
        "Off! {player} is dismissed, and the {team} bench can't believe it.",
        "A straight red for {player}. The early bath awaits.",
        "{player} is sent off! He takes the long walk past the tea hut.",
        "RED! {player} went in with studs showing, and the referee saw every one of them.",
        "{player} is given his marching orders! {team} will play on with ten.",
    ]
}
