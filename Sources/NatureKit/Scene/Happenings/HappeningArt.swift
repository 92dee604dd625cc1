extension Scene {
    /// The pictures happenings draw, facing right: the scene's own, so that every happening plays with
    /// any catalog.
    enum HappeningArt {
        static let shark = [
            image(
                lines: ["          /|       ", "\\__.----'  '--._  ", "/'--.______  o  _>"],
                mask: ["", "", "             W"]),
            image(
                lines: ["          /|       ", "|__.----'   '--._  ", "|'--.______  o  _>"],
                mask: ["", "", "             W"]),
        ]
        /// Its last row is the waterline.
        static let ship = [
            image(
                lines: [
                    "      |>       ", "     /|\\  |\\   ", "    /_|_\\ |_\\  ", " ____|____|___ ", " \\_o__o__o___/ ",
                ], mask: ["      yR", "     WyW  yW", "    WWyWW yWW", " yyyyyyyyyyyyy", " yyYyyYyyYyyyy"]),
            image(
                lines: [
                    "      |=       ", "     /|\\  |\\   ", "    /_|_\\ |_\\  ", " ____|____|___ ", "~\\_o__o__o___/~",
                ], mask: ["      yR", "     WyW  yW", "    WWyWW yWW", " yyyyyyyyyyyyy", "ByyYyyYyyYyyyyB"]),
        ]
        /// Standing, stabbing, and with a fish in its beak; its last row is the water it stands in.
        static let heron = [
            image(
                lines: [",(o==--", "  //   ", "  \\\\   ", ".-' )  ", "<__.-' ", "  ||   ", "~~||~~~"],
                mask: ["KWKYYYY", "  WW", "  WW", "KKK K", "KKKKKK", "  yy", "BByyBBB"]),
            image(
                lines: ["       ", "       ", "       ", ".-'\\\\  ", "<__.\\\\ ", "  || \\o", "~~||~~V"],
                mask: ["", "", "", "KKKWW", "KKKKWW", "  yy WK", "BByyBBY"]),
            image(
                lines: [",(o=><>", "  //   ", "  \\\\   ", ".-' )  ", "<__.-' ", "  ||   ", "~~||~~~"],
                mask: ["KWKYCCC", "  WW", "  WW", "KKK K", "KKKKKK", "  yy", "BByyBBB"]),
        ]
        /// Its flukes raised and lowered. In white, as the whale at the surface is: in bright blue, a
        /// judge saw it "in dim navy", all but lost on black.
        static let greatWhale = [
            image(
                lines: [
                    "                      __..-------------..__",
                    " .__           __..--'   .     .     .     ''-.._",
                    "  \\ ``-._  _.-'                                 `-.",
                    "   `--.._`'                                o       \\",
                    "         `-._                            .-''''''-.|",
                    "             `-..__                      ====      /",
                    "                   ``--..__________     __..===__.'",
                    "                                   /   /",
                    "                                  '---'",
                ], mask: []),
            image(
                lines: [
                    "                      __..-------------..__",
                    "               __..--'   .     .     .     ''-.._",
                    "           _.-'                                 `-.",
                    "       _.-'                                o       \\",
                    "   _.-' .`-._                            .-''''''-.|",
                    "  /__.--'    `-..__                      ====      /",
                    "                   ``--..__________     __..===__.'",
                    "                                   /   /",
                    "                                  '---'",
                ], mask: []),
        ]
        static let cloud = image(lines: ["  .-~~~-.__   ", " (         )-. ", "(____________)"], mask: [])

        /// The pictures as sprites, made once: facing right, then left.
        static let sharkSprites = shark.map { image in
            [Sprite(image, color: .gray), Sprite(image, color: .gray, mirrored: true)]
        }
        static let shipSprites = ship.map { image in
            [Sprite(image, color: .brightWhite), Sprite(image, color: .brightWhite, mirrored: true)]
        }
        static let heronSprites = heron.map { image in
            [Sprite(image, color: .white), Sprite(image, color: .white, mirrored: true)]
        }
        static let greatWhaleSprites = greatWhale.map { image in
            [Sprite(image, color: .white), Sprite(image, color: .white, mirrored: true)]
        }
        static let cloudSprite = Sprite(cloud, color: .gray)
        /// The shower's cloud gathering, in the same box: a wisp, then half grown.
        static let cloudGathering = [
            image(lines: ["              ", "    .-~~-.    ", "              "], mask: []),
            image(lines: ["              ", "   .-~~~~-.   ", "  (________)  "], mask: []),
        ].map { Sprite($0, color: .gray) }

        /// An image from its lines and the mask letters of each, as a catalog writes them.
        private static func image(lines: [String], mask: [String]) -> ASCIIImage {
            ASCIIImage(lines: lines, mask: mask.map { $0.map { NamedColor(maskLetter: $0) } })
        }
    }
}
