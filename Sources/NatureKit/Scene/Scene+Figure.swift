extension Scene {
    /// One object on stage: its pictures, where it stands or the path it goes along, and how it is drawn.
    ///
    /// Everything about it at a time is worked out from that time, not added up update by update, so the
    /// scene at a time is the same however it got there.
    struct Figure: Sendable {
        /// Its place in ``Scene/objects``.
        let object: Int
        let habitat: Habitat
        let frames: [Sprite]
        /// The frames facing left, for a mover; empty otherwise.
        let mirroredFrames: [Sprite]
        /// Milliseconds each frame stays, at normal speed; `nil` for a single picture, or a mover whose
        /// frames follow its steps.
        let interval: Int?
        /// When it came on stage, in milliseconds: the start of its frames.
        let start: Int
        /// Back to front: the order it is drawn in.
        let depth: Double
        /// Where a still stands: its top-left corner.
        let column: Int
        let row: Int
        /// The way a mover goes; `nil` for a still.
        let path: Path?

        var width: Int { frames.first?.width ?? 0 }
        var height: Int { frames.first?.height ?? 0 }
        var size: Size { Size(columns: width, rows: height) }

        /// When a mover has gone off its lane's open end; `nil` for a still. Kept apart from ``path``,
        /// since the scene reads it of every figure at every update, and a path is costly to copy out.
        let exit: Int?

        /// Whether it stands still: it has no path, and so no exit.
        var isStill: Bool { exit == nil }

        init(
            object: Int, habitat: Habitat, frames: [Sprite], mirroredFrames: [Sprite], interval: Int?, start: Int,
            depth: Double, column: Int, row: Int, path: Path?
        ) {
            self.object = object
            self.habitat = habitat
            self.frames = frames
            self.mirroredFrames = mirroredFrames
            self.interval = interval
            self.start = start
            self.depth = depth
            self.column = column
            self.row = row
            self.path = path
            self.exit = path?.exit
        }

        /// Where it is and what it shows at `time`.
        func pose(at time: Int) -> Pose {
            guard let path else {
                return Pose(column: column, row: row, sprite: frames[frame(at: time, steps: 0)])
            }
            let place = path.place(at: time)
            let steps = path.motion.framesFollowSteps ? place.distance : 0
            let facing = place.facesLeft && !mirroredFrames.isEmpty ? mirroredFrames : frames
            return Pose(column: place.column, row: path.row(at: time), sprite: facing[frame(at: time, steps: steps)])
        }

        /// Its rectangle at `time`.
        func rect(at time: Int) -> Rect {
            let pose = pose(at: time)
            return Rect(column: pose.column, row: pose.row, width: width, height: height)
        }

        private func frame(at time: Int, steps: Int) -> Int {
            if let path, path.motion.framesFollowSteps { return steps.wrapped(into: frames.count) }
            guard let interval, interval > 0 else { return 0 }
            // Each object starts at a frame of its own, so that two copies of a rain cloud never flash
            // their lightning in step.
            return (max(0, time - start) / interval % frames.count + object % frames.count) % frames.count
        }

        /// When its picture next changes after `time`: a frame, a step, a lift.
        func nextChange(after time: Int) -> Int? {
            var next: [Int] = []
            if let interval, interval > 0, frames.count > 1 {
                next.append(start + (max(0, time - start) / interval + 1) * interval)
            }
            if let path {
                let elapsed = time - path.setOut
                let motion = path.motion
                next.append(path.nextStep(after: time))
                if let vertical = path.vertical {
                    next.append(path.setOut + vertical.nextStep(after: elapsed))
                } else if let lift = motion.lift(after: elapsed, rate: path.rate, phase: path.phase).next {
                    next.append(path.setOut + lift)
                }
            }
            return next.filter { $0 > time }.min()
        }
    }

    /// Where a figure is and what it shows at one time.
    struct Pose {
        let column: Int
        let row: Int
        let sprite: Sprite
    }

    /// The way a mover goes along its lane: in at one end, turning round at a wall, and out at an open
    /// end, at its gait's pace.
    struct Path: Sendable {
        let lane: Lane
        let gait: Gait
        /// Cells a second; always positive.
        let rate: Double
        /// When it set out from ``origin``, in milliseconds; before its entrance for a mover that was on
        /// stage from the start.
        let setOut: Int
        /// Its left column when it set out.
        let origin: Int
        /// +1 towards higher columns, −1 towards lower.
        let direction: Int
        let width: Int
        /// Staggers its lift from other movers'.
        let phase: Int
        /// For a mover with a vertical speed of its own: how it goes up and down its habitat instead of
        /// keeping to its lane.
        var vertical: Vertical? = nil
        /// How its gait moves, looked up once: a path is asked where it is thousands of times while a
        /// lane is checked for meetings.
        let motion: any GaitMotion

        init(
            lane: Lane, gait: Gait, rate: Double, setOut: Int, origin: Int, direction: Int, width: Int, phase: Int,
            vertical: Vertical? = nil, height: Int, face: ClosedRange<Int>? = nil
        ) {
            self.lane = lane
            self.gait = gait
            self.rate = rate
            self.setOut = setOut
            self.origin = origin
            self.direction = direction
            self.width = width
            self.phase = phase
            self.height = height
            self.face = face ?? 0...max(0, height - 1)
            self.vertical = vertical
            motion = gait.motion
            turnsAtWall = direction > 0 ? !lane.rightIsOpen : !lane.leftIsOpen
            let ends = Self.ends(of: lane, width: width, direction: direction)
            wallColumn = ends.wall
            length =
                turnsAtWall ? abs(ends.wall - origin) + abs(ends.wall - ends.behind) : abs(ends.ahead - origin)
            edge = Edge(
                haste: Self.haste(at: rate), inAtPace: motion.time(toCover: min(width, length), rate: rate),
                outAtPace: motion.time(toCover: max(0, length - width), rate: rate))
            exit = setOut + edge.elapsed(toReach: motion.time(toCover: length, rate: rate))
        }

        /// How many times its gait's pace a mover goes while part way in or out at an open end of its lane:
        /// enough for about six columns a second, and no more than six times its pace. At its own pace a
        /// turtle took twenty seconds to come in and as long to go out, a quarter of the movers on stage
        /// showed in part, and viewers read the tails and fins cut off at the window's edge as litter.
        /// At up to four times, one in seven still did.
        static func haste(at rate: Double) -> Int {
            guard rate > 0 else { return 1 }
            return min(6, max(1, Int(6 / rate)))
        }

        /// How the time a mover has been under way runs on its gait's clock: ``Edge/haste`` times as fast
        /// until its whole picture is in, at its pace while it is whole, and fast again from when it
        /// starts to go out. Whole milliseconds throughout, so that a place worked out from a time and a
        /// time from a place agree to the millisecond.
        struct Edge: Sendable {
            /// How many times its pace it goes; the milliseconds under way by which its whole picture is in
            /// and at which it starts to go out; and its gait's time at each of those.
            let haste: Int
            let inWhole: Int, goingOut: Int
            let inWholeAtPace: Int, outAtPace: Int

            /// An edge where the gait's clock reaches the whole picture in at `inAtPace` and the start of
            /// its going out at `outAtPace`.
            init(haste: Int, inAtPace: Int, outAtPace: Int) {
                self.haste = haste
                inWhole = (inAtPace + haste - 1) / haste
                inWholeAtPace = inWhole * haste
                self.outAtPace = max(outAtPace, inWholeAtPace)
                goingOut = inWhole + (self.outAtPace - inWholeAtPace)
            }

            /// Its gait's time `elapsed` milliseconds under way.
            func atPace(_ elapsed: Int) -> Int {
                if elapsed <= inWhole { return elapsed * haste }
                if elapsed <= goingOut { return inWholeAtPace + (elapsed - inWhole) }
                return outAtPace + (elapsed - goingOut) * haste
            }

            /// The first millisecond under way at which its gait's time reaches `pace`.
            func elapsed(toReach pace: Int) -> Int {
                if pace <= inWholeAtPace { return pace <= 0 ? pace / haste : (pace + haste - 1) / haste }
                if pace <= outAtPace { return inWhole + (pace - inWholeAtPace) }
                return goingOut + (pace - outAtPace + haste - 1) / haste
            }
        }

        /// How it hastens in and out at its lane's open ends.
        let edge: Edge

        /// The most cells a second it ever goes: its gait's fastest, hastened at the edge.
        var fastest: Double { motion.fastest(at: rate) * Double(edge.haste) }

        /// How long after setting out it has covered `cells`.
        func time(toCover cells: Int) -> Int { edge.elapsed(toReach: motion.time(toCover: cells, rate: rate)) }

        /// Up and down between the highest and the lowest top row its habitat's lanes give it, turning
        /// round at each, at `rate` rows a second.
        struct Vertical: Sendable {
            let rate: Double
            let highest: Int
            let lowest: Int
            /// Where on its folded walk, counted in rows from ``highest`` down and back, it set out.
            let start: Int

            /// Its top row `elapsed` milliseconds after setting out.
            func row(after elapsed: Int) -> Int {
                let span = lowest - highest
                guard span > 0 else { return highest }
                return highest + (start + steps(after: elapsed)).toAndFro(within: span).place
            }

            func nextStep(after elapsed: Int) -> Int {
                let milliseconds = (Double(steps(after: elapsed) + 1) * 1000 / rate).rounded(.up)
                return max(elapsed + 1, milliseconds < Double(1 << 50) ? Int(milliseconds) : 1 << 50)
            }

            private func steps(after elapsed: Int) -> Int {
                let rows = rate * Double(max(0, elapsed)) / 1000 + 1e-9
                return rows < Double(1 << 40) ? Int(rows) : 1 << 40
            }
        }

        /// Its top row at `time`: on its lane, lifted as its gait lifts it, or wherever its vertical
        /// speed has taken it.
        func row(at time: Int) -> Int {
            if let vertical { return vertical.row(after: time - setOut) }
            let lift = motion.lift(after: time - setOut, rate: rate, phase: phase).rows
            return lane.baseline - height + 1 + lift
        }

        let height: Int
        /// The rows of its picture, counted from its top, that hold its face: by default all of them. A
        /// mover of a nearer lane may pass in front of the rest of it.
        let face: ClosedRange<Int>

        /// The cells it goes before it has left: to the wall and back, or from one open end to the other.
        /// Worked out once, as ``exit`` is: a path is asked where it is thousands of times while a lane is
        /// checked for meetings.
        let length: Int

        /// When it has gone its ``length``.
        let exit: Int

        /// Whether the lane's end ahead is a wall, where it turns round, rather than open.
        private let turnsAtWall: Bool
        /// The left column at which it stands against the wall ahead.
        private let wallColumn: Int

        /// The left columns at which a mover `width` wide going `direction` along `lane` stands against
        /// the wall ahead, and has left the window past the lane's end ahead or behind it after turning
        /// round.
        private static func ends(of lane: Lane, width: Int, direction: Int) -> (wall: Int, ahead: Int, behind: Int) {
            let (left, right) = (lane.columns.lowerBound - width, lane.columns.upperBound)
            return direction > 0 ? (right - width, right, left) : (lane.columns.lowerBound, left, right)
        }

        /// Its column, whether it faces left, and the whole cells it has covered, at `time`.
        func place(at time: Int) -> (column: Int, facesLeft: Bool, distance: Int) {
            let distance = min(motion.distance(after: edge.atPace(time - setOut), rate: rate), length)
            let toWall = abs(wallColumn - origin)
            if turnsAtWall, distance > toWall {
                return (wallColumn - direction * (distance - toWall), direction > 0, distance)
            }
            return (origin + direction * distance, direction < 0, distance)
        }

        /// When it next steps after `time`.
        func nextStep(after time: Int) -> Int {
            let covered = motion.distance(after: edge.atPace(time - setOut), rate: rate)
            return setOut + self.time(toCover: covered + 1)
        }

        /// The cells it takes at `time`, with a free column either side.
        func rect(at time: Int) -> Rect {
            Rect(column: place(at: time).column - 1, row: row(at: time), width: width + 2, height: height)
        }

        /// Whether its whole picture is within its lane at `time`, rather than part way in or out at an
        /// open end.
        func showsWhole(at time: Int) -> Bool {
            let column = place(at: time).column
            return column >= lane.columns.lowerBound && column + width <= lane.columns.upperBound
        }

        /// The columns of ``rect(at:)``, without working out the row its sway lifts it to.
        func columns(at time: Int) -> Range<Int> {
            let column = place(at: time).column - 1
            return column..<(column + width + 2)
        }

        /// The rows of ``rect(at:)``, without working out its column.
        func rows(at time: Int) -> Range<Int> {
            let top = row(at: time)
            return top..<(top + height)
        }
    }
}
