/// The commentator's lines per kind. Placeholders: {player} and {other} (surnames), {fullName} (the main
/// player's full name), {team} and {opponent} (the acting club and the other one), {home}, {away},
/// {score} (home first, "2-1") and {minute} ("45+2").
enum CommentaryBank {
    static func lines(for kind: CommentaryKind) -> [String] {
        switch kind {
        case .kickOff: kickOff
        case .secondHalf: secondHalf
        case .halfTime: halfTime
        case .fullTime: fullTime
        case .possession: possession
        case .chance: chance
        case .shot: shot
        case .save: save
        case .miss: miss
        case .foul: foul
        case .goal: goal
        case .soloGoal: soloGoal
        case .yellowCard: yellowCard
        case .secondYellow: secondYellow
        case .redCard: redCard
        case .injury: injury
        case .substitution: substitution
        case .whimsy: whimsy
        }
    }

    static let kickOff = [
        "The whistle blows and {home} get us under way against {away}!",
        "We're off! {home} versus {away}, and the crowd is already humming the club song.",
        "Kick-off! {away} have travelled a long way for this one, and {home} look ready.",
        "And we begin: {home} and {away}, ninety minutes, one ball, no excuses.",
        "The referee checks her watch, the captains shake hands, and {home} tap it off against {away}.",
        "Here we go! {home} in front of their own fans, {away} hoping to spoil the party.",
    ]

    static let secondHalf = [
        "The second half is under way: {home} {score} {away}.",
        "Back out they come, oranges eaten. {home} {score} {away}.",
        "We're off again! {score} as the second half begins.",
        "The players return, the groundsman leaves the pitch, and the second half starts at {score}.",
        "Forty-five more minutes. {home} {score} {away}, and everything still to play for.",
        "The referee blows, and the second half begins with the score at {score}.",
    ]

    static let halfTime = [
        "Half time: {home} {score} {away}. Time for a pie.",
        "The whistle goes for the break with {home} {score} {away}.",
        "That's the first half done: {score}. The managers head for their teacups.",
        "Half time, and it's {home} {score} {away}. The band strikes up a tune of questionable pitch.",
        "The referee calls a halt to the first half: {score}.",
        "Into the tunnel they go at {score}. Somebody is getting a stern talking-to.",
    ]

    static let fullTime = [
        "Full time! {home} {score} {away}.",
        "It's all over: {home} {score} {away}. The kit man can finally sit down.",
        "The final whistle blows: {score}. Handshakes all round.",
        "That's it! {home} {score} {away}, and the fans head home humming.",
        "Full time here, {home} {score} {away}. What a way to spend an afternoon.",
        "The referee ends it: {home} {score} {away}. Somebody tell the pigeons they can come back.",
    ]

    static let possession = [
        "{team} knock it about patiently at the back.",
        "{player} finds space in midfield and {team} build.",
        "{team} are having a spell of pressure now.",
        "Lovely one-touch passing from {team}, {player} at the heart of it.",
        "{player} wins the ball back for {team} with a crunching, fair tackle.",
        "{team} keep it, keep it, keep it... {opponent} chase shadows.",
        "{player} switches play with a raking crossfield ball.",
        "A little period of head tennis in midfield, and {team} come away with it.",
        "{opponent} can't get near the ball for the moment; {team} in charge.",
        "{player} shields it on the touchline like a man guarding the last biscuit.",
    ]

    static let chance = [
        "{player} breaks into the box for {team}!",
        "Here's a chance for {player}...",
        "{team} work it wide and {player} is arriving at the far post.",
        "A clever one-two puts {player} through!",
        "{player} picks up a loose ball on the edge of the area...",
        "Danger for {opponent}: {player} has found a yard of space.",
        "{team} win a corner, and {player} rises highest...",
        "Free kick to {team} in a promising spot; {player} stands over it.",
    ]

    static let shot = [
        "{player} lets fly!",
        "{player} shoots from the edge of the area!",
        "{player} tries a curler...",
        "A snap shot from {player}!",
        "{player} goes for the spectacular volley!",
        "{player} gets a shot away on the turn!",
        "{player} hits it first time!",
        "{player} takes aim with the outside of the boot!",
    ]

    static let save = [
        "Saved! {player} gets down smartly to keep out {other}.",
        "What a stop from {player}! Fingertips, and over it goes.",
        "{player} gathers it comfortably. {other} holds his head.",
        "{player} beats it away, and {team} breathe again.",
        "Straight at {player}, who was hardly troubled.",
        "A fine reflex save by {player}; {other} can't believe it.",
        "{player} spreads himself and blocks with his knees. Not pretty, but it counts.",
        "{player} tips it round the post. Corner, and a round of applause.",
    ]

    static let miss = [
        "Wide! {player} will want that one back.",
        "Over the bar from {player}. That's one for the car park.",
        "{player} drags it just past the post.",
        "Off the crossbar! {player} so close!",
        "{player} slices it horribly. The ball boy fetches it from row Z.",
        "Into the side netting; some fans thought it was in.",
        "{player} scuffs it and it trickles harmlessly wide.",
        "The post says no to {player}!",
    ]

    static let foul = [
        "{player} clips {other} and the referee awards a free kick.",
        "Foul by {player} on {other}. Just a word from the referee.",
        "{player} is penalised for a push on {other}.",
        "{other} goes down under a challenge from {player}. Free kick.",
        "{player} tugs {other}'s shirt. The referee wags a finger.",
        "A clumsy challenge from {player}; {other} dusts himself off.",
        "{player} is a fraction late on {other}. No card, but a stern look.",
        "{player} and {other} tangle; the free kick goes to {opponent}.",
    ]

    static let goal = [
        "GOAL! {fullName} scores for {team}, set up by {other}! {home} {score} {away}.",
        "GOAL! {other} threads it through and {player} slots it home! {score}.",
        "It's in! {player} finishes off {other}'s cross with a thumping header! {home} {score} {away}.",
        "GOAL for {team}! {other} squares it and {player} can't miss. {score}.",
        "{player} scores! What a ball from {other}! {home} {score} {away}.",
        "GOAL! {other} lays it off and {fullName} curls it into the top corner! {score}.",
        "Back of the net! {other}'s corner, {player}'s head, and {team} celebrate. {score}.",
        "GOAL on {minute} minutes! {other} finds {player}, who makes no mistake. {home} {score} {away}.",
        "GOAL! A flowing move ends with {other} picking out {player}, who does the rest. {home} {score} {away}.",
        "{player}! From {other}'s cut-back! {team} score, and it's {score}.",
        "GOAL! {other} chips it over the top and {player} volleys it in. {home} {score} {away}.",
    ]

    static let soloGoal = [
        "GOAL! {fullName} goes it alone and scores for {team}! {home} {score} {away}.",
        "What a strike from {player}! Thirty yards, top corner! {score}.",
        "GOAL! {player} pounces on a loose ball and pokes it home. {home} {score} {away}.",
        "{player} dances past three defenders and scores! {team} lead the celebrations. {score}.",
        "GOAL! {player} converts the penalty with ice in his veins. {home} {score} {away}.",
        "It's in! {player} lashes home a rebound. {score}.",
        "GOAL! A free kick from {player} that bends like a banana. {home} {score} {away}.",
        "{fullName} scores! The keeper had no chance. {score}.",
        "{minute} minutes on the clock, and {player} finds the net all by himself! {home} {score} {away}.",
    ]

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
    ]

    static let secondYellow = [
        "Second yellow for {player}, and that's red! {team} are down to ten.",
        "{player} is booked again and has to go! A walk of shame for {team}'s man.",
        "Oh dear, {player}: a second yellow card, and off he trudges.",
        "Another booking for {player}, so it's red. {team} will have to dig in.",
        "The referee reaches for yellow again and then red: {player} is off!",
        "{player} has been sent off for a second bookable offence.",
    ]

    static let redCard = [
        "RED CARD! {player} is sent off for a reckless tackle!",
        "Straight red for {player}! {team} are a man down.",
        "The referee doesn't hesitate: {player} is off!",
        "{player} sees red after a professional foul. Off he goes.",
        "Red card! {fullName} has to leave the field, and {team} have a mountain to climb.",
        "Off! {player} is dismissed, and the {team} bench can't believe it.",
    ]

    static let injury = [
        "{player} is down and needs treatment. That doesn't look good.",
        "Injury worry for {team}: {player} is limping.",
        "The physio races on for {player}, magic sponge at the ready.",
        "{player} pulls up clutching his hamstring.",
        "{player} has taken a knock and can't continue, by the look of it.",
        "Concern for {fullName}, who is being helped off the pitch.",
    ]

    static let substitution = [
        "Substitution for {team}: {other} comes on for {player}.",
        "{player} makes way, replaced by {other}.",
        "Change for {team}: off comes {player}, on comes {other}.",
        "{other} is on for {player}. Fresh legs for {team}.",
        "The board goes up: {player} off, {other} on.",
        "{player} trots off to applause, and {other} jogs on in his place.",
        "{team} make a change: {other} replaces {player}.",
        "A change on {minute} minutes: {team} swap {player} for {other}.",
        "On comes {other}, bursting with energy; {player} takes a seat.",
    ]

    static let whimsy = [
        "A small dog has run onto the pitch! It's quicker than most of {team}'s defence.",
        "A pigeon lands on the centre spot and refuses to move. The referee negotiates.",
        "A streaker in a giant mascot suit dashes across the pitch and is politely escorted away.",
        "The {home} mascot, a large foam badger, has fallen asleep against the goal post.",
        "A beach ball bounces onto the pitch. {player} heads it back into the crowd to cheers.",
        "Play stops briefly while a lost balloon drifts across the six-yard box.",
        "Somebody in the stands has brought a trumpet, and only knows one note.",
        "A seagull swoops down and steals a chip from the fourth official.",
        "The floodlights flicker. Everyone looks at the electrician, who looks at his shoes.",
        "A fan in a tuba costume starts a conga line behind the {away} goal.",
        "{player} stops to tie his bootlaces and gets a round of applause.",
        "The ball has hit the referee. She carries on as though nothing happened.",
        "A hedgehog is spotted near the corner flag. The groundsman carries it to safety.",
        "The stadium announcer reads out a birthday message for somebody's nan. Happy birthday, nan!",
        "{minute} minutes in, a kite gets tangled in the net. The keeper untangles it, gently.",
    ]
}
