/// The referee's whistles: kick-off, the break, the restart and the end.
extension CommentaryBank {
    static let kickOff = [
        "The whistle blows and {home} get us under way against {away}!",
        "We're off! {home} versus {away}, and the crowd is already humming the club song.",
        "Kick-off! {away} have travelled a long way for this one, and {home} look ready.",
        "And we begin: {home} and {away}, ninety minutes, one ball, no excuses.",
        "The referee checks her watch, the captains shake hands, and {home} tap it off against {away}.",
        "Here we go! {home} in front of their own fans, {away} hoping to spoil the party.",
        "The rattles are rattling and the Bovril is steaming: {home} and {away} are off and running.",
        "A fine afternoon for it. {home} kick off, {away} in their change strip, and the pies are warm.",
        "The tannoy crackles, the referee blows, and {home} against {away} is under way!",
        "Sheepskin coats buttoned, flasks unscrewed: {home} and {away} get going.",
        "The coin toss went to {away}, the kick-off to {home}, and we're away!",
        "Welcome to a packed terrace for {home} against {away}. Off we go!",
    ]

    static let secondHalf = [
        "The second half is under way: {home} {score} {away}.",
        "Back out they come, oranges eaten. {home} {score} {away}.",
        "We're off again! {score} as the second half begins.",
        "The players return, the groundsman leaves the pitch, and the second half starts at {score}.",
        "Forty-five more minutes. {home} {score} {away}, and everything still to play for.",
        "The referee blows, and the second half begins with the score at {score}.",
        "Teacups put down, the teams are back: {home} {score} {away}, and the second half is go.",
        "The sun has come out for the second half. {home} {score} {away}.",
        "Ends changed, socks pulled up, and we're off again at {score}.",
        "The second half kicks off, {home} {score} {away}, and the terraces find their voice again.",
        "Here we go again! It's {score}, and there's a second half to be played.",
        "The half-time raffle is drawn and the second half begins: {home} {score} {away}.",
    ]

    static let halfTime = [
        "Half time: {home} {score} {away}. Time for a pie.",
        "The whistle goes for the break with {home} {score} {away}.",
        "That's the first half done: {score}. The managers head for their teacups.",
        "Half time, and it's {home} {score} {away}. The band strikes up a tune of questionable pitch.",
        "The referee calls a halt to the first half: {score}.",
        "Into the tunnel they go at {score}. Somebody is getting a stern talking-to.",
        "Half time at {home} {score} {away}. The queue for the tea hut is already round the corner flag.",
        "The break arrives with {home} {score} {away}. The half-time scores are on the vidiprinter.",
        "Half time! {score}. The groundsman is out with his fork before the players are off.",
        "And that's the half: {home} {score} {away}. Oranges all round.",
        "The first half ends at {score}. The brass band marches on, a little out of step.",
        "Half time here: {home} {score} {away}. The players trudge off for their oranges.",
    ]

    static let fullTime = [
        "Full time! {home} {score} {away}.",
        "It's all over: {home} {score} {away}. The kit man can finally sit down.",
        "The final whistle blows: {score}. Handshakes all round.",
        "That's it! {home} {score} {away}, and the fans head home humming.",
        "Full time here, {home} {score} {away}. What a way to spend an afternoon.",
        "The referee ends it: {home} {score} {away}. Somebody tell the pigeons they can come back.",
        "The final whistle! {home} {score} {away}. Shirts are swapped and the mud begins to dry.",
        "And there it is: {home} {score} {away}. The vidiprinter will have it in a moment.",
        "Full time: {home} {score} {away}. The players clap the fans, and the fans clap right back.",
        "It finishes {home} {score} {away}. Mind how you go on the way home.",
        "That's full time, {score}, and the floodlights hum us off into the evening.",
        "The referee blows for the last time: {home} {score} {away}. Cocoa, anyone?",
    ]
}
