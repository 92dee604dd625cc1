extension Scene {
    /// The water's surface: the sea's columns on the horizon's row, where floaters ride with their last
    /// row the waterline. One lane, walled at the shore and open at the window's edge; the waves and a
    /// row of ripples under them are its own.
    struct SurfaceLayout: HabitatLayout {
        private let frame: World.Frame
        let lanes: [Lane]

        init(frame: World.Frame, tallest: [Gait: Int]) {
            self.frame = frame
            let columns = frame.openSea(at: frame.horizon...frame.horizon)
            lanes = [
                Lane(
                    habitat: .water, index: 0, baseline: frame.horizon, columns: columns,
                    leftIsOpen: !frame.seaIsRight, rightIsOpen: frame.seaIsRight, depth: Double(frame.horizon) + 0.4)
            ]
        }

        var moverShare: Int { max(1, frame.sea.count / 45) }

        func stillPlaces(for picture: Size) -> (columns: ClosedRange<Int>, baselines: [Int])? {
            let columns = frame.openSea(at: frame.horizon...frame.horizon)
            guard columns.count >= picture.columns + 4, picture.rows <= frame.horizon + 1 else { return nil }
            return ((columns.lowerBound + 2)...(columns.upperBound - 2 - picture.columns), [frame.horizon])
        }

        func depth(baseline: Int) -> Double { Double(frame.horizon) + 0.4 }

        private static let waves = Array("~~-~^~~--~~^-~~~-^~~")
        private static let ripples = Array("~    -     ~   .      -  ~     ")
        private static let waveStep = 500
        private static let rippleStep = 1300

        func drawAmbient(on canvas: inout Canvas, at time: Int) {
            let sea = frame.sea
            let shift = time / Self.waveStep
            var text = ""
            for column in sea { text.append(Self.waves[(column + shift) % Self.waves.count]) }
            canvas.draw(text, column: sea.lowerBound, row: frame.horizon, style: Canvas.Style(color: .cyan))
            let drift = time / Self.rippleStep
            let open = frame.openSea(at: (frame.horizon + 1)...(frame.horizon + 1))
            for column in open {
                let ripple = Self.ripples[(column + Self.ripples.count * 64 - drift) % Self.ripples.count]
                if ripple != " " {
                    canvas.draw(String(ripple), column: column, row: frame.horizon + 1, style: Canvas.Style(color: .blue))
                }
            }
        }

        func nextAmbientChange(after time: Int) -> Int? {
            min((time / Self.waveStep + 1) * Self.waveStep, (time / Self.rippleStep + 1) * Self.rippleStep)
        }
    }
}
