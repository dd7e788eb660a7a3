import Testing
import ViewProbe

/// A photo that a double tap likes and a single tap selects, as apps stack the two gestures.
struct LikablePhoto: View {
  @State private var likes = 0
  @State private var selected = false

  var body: some View {
    VStack {
      Text("Photo")
        .onTapGesture(count: 2) { likes += 1 }
        .onTapGesture { selected.toggle() }
      Text("likes \(likes), selected \(selected)")
      Text("Zoom")
        .gesture(
          TapGesture(count: 2).onEnded { likes += 10 }
            .exclusively(before: TapGesture().onEnded { selected = false }))
      Text("Only double").onTapGesture(count: 2) { likes += 100 }
      Button("Like") { likes += 1 }
    }
  }
}

/// Cards stacked as Flashzilla stacks them: only the top one takes touches; a finished game
/// disables its board.
struct CardPile: View {
  @State private var cards = ["one", "two", "three"]
  @State private var flipped: [String] = []
  @State private var finished = false

  var body: some View {
    VStack {
      ZStack {
        ForEach(cards, id: \.self) { card in
          Text(card)
            .onTapGesture { flipped.append(card) }
            .gesture(DragGesture().onEnded { _ in cards.removeAll { $0 == card } })
            .allowsHitTesting(card == cards.last)
        }
      }
      Text("flipped \(flipped.joined(separator: " "))")
      Text("Board").onTapGesture { flipped.append("board") }.disabled(finished)
      Button("Finish") { finished = true }
      Button("Restart") { finished = false }.hidden()
    }
  }
}

/// A card whose gesture is chosen at run time, erased to `AnyGesture`, and whose drag reports
/// its translation through `map`.
struct EditableCard: View {
  @State private var isEditing = false
  @State private var log: [String] = []

  private var tapGesture: AnyGesture<Void> {
    isEditing
      ? AnyGesture(TapGesture(count: 2).onEnded { log.append("double tap while editing") })
      : AnyGesture(TapGesture().onEnded { log.append("tap") })
  }

  var body: some View {
    VStack {
      Text(log.last ?? "nothing yet")
        .gesture(tapGesture)
        .gesture(
          DragGesture().map(\.translation.width).onEnded { log.append("dragged \(Int($0))") })
      Toggle("Editing", isOn: $isEditing)
    }
  }
}

@MainActor
@Suite("Tap counts and hit testing", .viewProbe)
struct TapCountAndHitTestingTests {
  @Test("AnyGesture drives the gesture it wraps; a mapped drag reports the mapped value")
  func erasedAndMappedGestures() throws {
    let harness = ParentHarness { EditableCard() }
    try harness.find(text: "nothing yet").tap()
    #expect(harness.texts.first == "tap")
    try harness.find(toggle: "Editing").tap()
    try harness.find(text: "tap").tap(count: 2)
    #expect(harness.texts.first == "double tap while editing")
    try harness.find(text: "double tap while editing").drag(by: CGSize(width: 42, height: 5))
    #expect(harness.texts.first == "dragged 42")
  }

  @Test("one tap never runs a double-tap gesture; tap(count: 2) runs it, not the single tap")
  func doubleTapNeedsTwoTaps() throws {
    let harness = ParentHarness { LikablePhoto() }
    try harness.find(text: "Photo").tap()
    #expect(harness.texts.contains("likes 0, selected true"))
    try harness.find(text: "Photo").tap(count: 2)
    #expect(harness.texts.contains("likes 1, selected true"))
    try harness.find(text: "Zoom").tap(count: 2)
    #expect(harness.texts.contains("likes 11, selected true"))
    try harness.find(text: "Zoom").tap()
    #expect(harness.texts.contains("likes 11, selected false"))
  }

  @Test("a SpatialTapGesture takes taps of its count and reports where they landed (.zero)")
  func spatialTapGesture() throws {
    let harness = ParentHarness { PinDropper() }
    try harness.find(text: "Map").tap()
    #expect(harness.texts.last == "pins at (0.0, 0.0)")
    try harness.find(text: "Map").tap(count: 2)
    #expect(harness.texts.last == "pins at (0.0, 0.0), zoomed")
  }

  @Test("tap(at:) lands where the test says: a SpatialTapGesture and onTapGesture hear the point")
  func tapAtAPoint() throws {
    let harness = ParentHarness { PinDropper() }
    try harness.find(text: "Map").tap(at: CGPoint(x: 120, y: 45))
    #expect(harness.texts.last == "pins at (120.0, 45.0)")
    try harness.find(text: "Map").tap(at: CGPoint(x: 7, y: 8), count: 2)
    #expect(harness.texts.last == "pins at (120.0, 45.0), zoomed")
    try harness.find(text: "Map").tap()
    #expect(harness.texts.last == "pins at (120.0, 45.0), zoomed, pins at (0.0, 0.0)")
    let canvas = ParentHarness { TapCanvas() }
    try canvas.find(text: "Canvas").tap(at: CGPoint(x: 30, y: 60))
    try canvas.find(text: "Plain").tap(at: CGPoint(x: 1, y: 2))
    #expect(canvas.texts.last == "dot at (30.0, 60.0), plain tap")
  }

  @Test("drag(from:by:) starts where the test says: a custom slider reads the drag's location")
  func dragFromAPoint() throws {
    let harness = ParentHarness { VolumeSlider() }
    try harness.find(VolumeSlider.self).drag(
      from: CGPoint(x: 39, y: 10), by: CGSize(width: 253.5, height: 4))
    #expect(harness.texts.first == "Volume 75%, from 39.0")
    try harness.find(VolumeSlider.self).drag(by: CGSize(width: 39, height: 0))
    #expect(harness.texts.first == "Volume 10%, from 0.0")
  }

  @Test("taps of a count nothing takes are refused, naming the counts that are there")
  func unmatchedTapCounts() throws {
    let harness = ParentHarness { LikablePhoto() }
    let only = try harness.find(text: "Only double")
    expectIssue(
      startingWith: "tap() on the Text \"Only double\" at LikablePhoto › VStack › Text found no "
        + "button, onTapGesture or tap gesture on it or above it to take the tap (there: "
        + "onTapGesture(count: 2))"
    ) { only.tap() }
    expectIssue(
      startingWith: "tap(count: 3) on the Text \"Only double\" at LikablePhoto › VStack › Text "
        + "found no onTapGesture(count: 3) or TapGesture(count: 3) on it or above it (there: "
        + "onTapGesture(count: 2))"
    ) { only.tap(count: 3) }
    let like = try harness.find(button: "Like")
    expectIssue(
      startingWith: "tap(count: 2) on the Button \"Like\" found the Button it belongs to, which "
        + "takes single taps (tap() it 2 times)"
    ) { like.tap(count: 2) }
    #expect(harness.texts.contains("likes 0, selected false"))
  }

  @Test(
    "allowsHitTesting(false) lets no touch reach the views inside: only the top card takes them")
  func hitTestingOffTakesNoTouches() throws {
    let harness = ParentHarness { CardPile() }
    let bottom = try harness.find(text: "one")
    expectIssue(
      startingWith: "tap() on the Text \"one\" at CardPile › VStack › ZStack › Text found it "
        + "inside .allowsHitTesting(false) on CardPile › VStack › ZStack › Text: it takes no "
        + "touches (they reach what is behind it)."
    ) { bottom.tap() }
    expectIssue(
      startingWith: "drag(by:) on the Text \"one\" at CardPile › VStack › ZStack › Text found it "
        + "inside .allowsHitTesting(false)"
    ) { bottom.drag(by: CGSize(width: 200, height: 0)) }
    try harness.find(text: "three").tap()
    try harness.find(text: "three").drag(by: CGSize(width: 200, height: 0))
    try harness.find(text: "two").tap()
    #expect(harness.texts.first == "one")
    #expect(harness.texts.contains("flipped three two"))
  }

  @Test(
    "D01 a disabled view's tap gesture does not run, as its drags do not; a hidden one takes none")
  func disabledTapGesture() throws {
    let harness = ParentHarness { CardPile() }
    try harness.find(text: "Board").tap()
    try harness.find(button: "Finish").tap()
    let board = try harness.find(text: "Board")
    expectIssue(
      startingWith: "tap() on the Text \"Board\" at CardPile › VStack › Text found its tap gesture "
        + "disabled by .disabled(true) on CardPile › VStack › Text; a disabled view ignores "
        + "gestures."
    ) { board.tap() }
    #expect(harness.texts.contains("flipped board"))
    let restart = try harness.find(button: "Restart")
    expectIssue(
      startingWith: "tap() on the Button \"Restart\" found it hidden by .hidden() on CardPile › "
        + "VStack › Button: a hidden view is invisible and takes no interaction."
    ) { restart.tap() }
  }

  @Test("a view faded out entirely (.opacity(0)) takes no touches until it is drawn again (§7)")
  func fadedOutViewTakesNoTouches() throws {
    let harness = ParentHarness { RoundSetup() }
    try harness.find(button: "Add Player").tap()
    try harness.find(button: "Start").tap()
    // Playing: the setup controls stay in place (the layout does not jump) but are not drawn.
    let add = try harness.find(button: "Add Player")
    expectIssue(
      startingWith: "tap() on the Button \"Add Player\" found it faded out by .opacity(0) on "
        + "RoundSetup › VStack › Button: a view drawn fully transparent takes no touches"
    ) { add.tap() }
    let name = try harness.find(textField: "Name")
    expectIssue(
      startingWith: "setInput(_:) on the TextField \"Name\" found it faded out by .opacity(0) on "
        + "RoundSetup › VStack › VStack"
    ) { name.setInput("Zoe") }
    #expect(harness.visibleTexts == ["Players 2", "Score 0", "End"])
    // Half transparent is drawn, and takes touches.
    try harness.find(button: "End").tap()
    try harness.find(button: "Add Player").tap()
    #expect(harness.visibleTexts.first == "Players 3")
  }
}

/// A round's setup: its controls fade out, in place, while the round is played.
private struct RoundSetup: View {
  @State private var players = 1
  @State private var name = ""
  @State private var playing = false

  var body: some View {
    VStack {
      Text("Players \(players)")
      Button("Add Player") { players += 1 }
        .opacity(playing ? 0 : 1)
      VStack {
        TextField("Name", text: $name)
      }
      .opacity(playing ? 0 : 1)
      Text("Score 0").opacity(playing ? 1 : 0)
      if playing {
        Button("End") { playing = false }.opacity(0.5)
      } else {
        Button("Start") { playing = true }
      }
    }
  }
}

/// A slider drawn by the app: the drag's location, over the width a `GeometryReader` gives.
private struct VolumeSlider: View {
  @State private var level = 0.5
  @State private var start = CGPoint.zero

  var body: some View {
    GeometryReader { geometry in
      Text("Volume \(Int((level * 100).rounded()))%, from \(start.x)")
        .gesture(
          DragGesture(minimumDistance: 0).onChanged { value in
            start = value.startLocation
            level = min(max(value.location.x / geometry.size.width, 0), 1)
          })
    }
  }
}

/// Dots where taps land (`onTapGesture` with a location), and a tap that hears none.
private struct TapCanvas: View {
  @State private var log: [String] = []

  var body: some View {
    Text("Canvas")
      .onTapGesture(coordinateSpace: .local) { point in
        log.append("dot at (\(point.x), \(point.y))")
      }
    Text("Plain").onTapGesture { log.append("plain tap") }
    Text(log.joined(separator: ", "))
  }
}

/// A map that drops a pin where a tap lands and zooms on a double tap.
private struct PinDropper: View {
  @State private var log: [String] = []

  var body: some View {
    Text("Map")
      .gesture(
        SpatialTapGesture(count: 2).onEnded { _ in log.append("zoomed") }
          .exclusively(
            before: SpatialTapGesture().onEnded { value in
              log.append("pins at (\(value.location.x), \(value.location.y))")
            }))
    Text(log.joined(separator: ", "))
  }
}
