import Testing
import ViewProbe

/// Finding controls as app code names them (accessibility labels and identifiers, icon-only
/// labels), and touches on a custom view landing on the gestures its body attaches.
@MainActor
@Suite("Finding by accessibility name; touches on custom views", .viewProbe)
struct FindingByNameAndTouchTests {
  @Test("find(button:) takes an accessibility label, an identifier, or an icon-only label's image")
  func findsByAccessibilityNames() throws {
    let harness = ParentHarness { NamedButtons() }
    try harness.find(button: "New Scrum").tap()
    try harness.find(button: "shareButton").tap()
    try harness.find(button: "Next speaker").tap()
    try harness.find(button: "trash").tap()
    try harness.find(button: "Close").tap()
    #expect(harness.texts.first == "new share next trash close")
    // The visible title still finds a button that also has an accessibility label.
    try harness.find(button: "Save").tap()
    #expect(harness.texts.first == "new share next trash close save")
  }

  @Test("iOS 13's accessibility(label:) and accessibility(identifier:) name a control too")
  func deprecatedAccessibilityNames() throws {
    var log: [String] = []
    let harness = ParentHarness {
      HStack {
        Button {
          log.append("play")
        } label: {
          Image(systemName: "play.fill")
        }
        .accessibility(label: Text("Play"))
        Button("Skip") { log.append("skip") }.accessibility(identifier: "skipButton")
      }
    }
    try harness.find(button: "Play").tap()
    try harness.find(button: "skipButton").tap()
    #expect(log == ["play", "skip"])
  }

  @Test("a label with text is not found by its image's name; the listing shows every name")
  func imageNameOnlyForIconOnlyLabels() {
    let harness = ParentHarness { NamedButtons() }
    #expect {
      try harness.find(button: "plus.circle")
    } throws: { error in
      String(describing: error)
        == "find(button: \"plus.circle\") found no Button titled \"plus.circle\"; Buttons in the tree: "
        + "\"\" (or \"New Scrum\", \"plus\"), \"\" (or \"shareButton\", \"square.and.arrow.up\"), "
        + "\"\" (or \"Next speaker\", \"forward.fill\"), \"\" (or \"trash\"), "
        + "\"\" (or \"Close\", \"xmark\"), \"Save\" (or \"Save changes\"), \"Add\""
    }
  }

  @Test("a card label of several texts is found by one of them, unless a whole label reads it")
  func cardLabelFoundByOneOfItsTexts() throws {
    let harness = ParentHarness { MeetingCards() }
    try harness.find(navigationLink: "Standup").tap()
    #expect(harness.texts.last == "Standup detail")
    #expect(throws: ProbeError.self) { try harness.find(navigationLink: "5") }
    let retro = try harness.find(label: "Retro")
    #expect(retro.typeName == "Button<Text>", "a whole label wins")
    #expect(harness.findAll(label: "Planning").count == 1)
    #expect {
      try harness.find(navigationLink: "Stand")
    } throws: { error in
      String(describing: error).hasSuffix(
        "NavigationLinks in the tree: \"Standup 5\", \"Retro 5\", \"Planning 30\"")
    }
  }

  @Test("tap() on a custom view runs the tap gesture on its body's root, before one above it")
  func tapOnCustomViewReachesItsRoot() throws {
    let harness = ParentHarness { TappableRows() }
    try harness.find(RowCard.self).tap()
    #expect(harness.texts == ["row 1", "outer 0"])
  }

  @Test("drag(by:) on a custom view reaches the gesture on its body's root; removal follows")
  func dragOnCustomViewReachesItsRoot() throws {
    let harness = ParentHarness { SwipeDeck() }
    try harness.find(SwipeCard.self).drag(by: CGSize(width: 40, height: 0))
    #expect(harness.texts == ["offset 0.0", "cards 2"], "a short drag springs back")
    try harness.find(SwipeCard.self).drag(by: CGSize(width: 150, height: 0))
    #expect(harness.texts == ["offset 0.0", "cards 1"])
  }

  @Test("find(Circle.self) finds a filled or stroked circle, and a bare one once")
  func filledShapeIsFoundByItsShape() throws {
    let harness = ParentHarness { ColorSwatches() }
    #expect(harness.findAll(Circle.self).count == 3)
    #expect(harness.findAll(RoundedRectangle.self).count == 1)
    harness.findAll(Circle.self)[1].tap()
    try harness.find(RoundedRectangle.self).tap()
    #expect(harness.texts == ["picked blue, square"])
  }

  @Test("a custom view whose body holds two controls does not pick one: tap() says so")
  func tapOnContainerViewIsRefused() {
    let harness = ParentHarness { TwoButtonBar() }
    expectIssue(
      startingWith: "tap() on the TwoButtonBar at TwoButtonBar found no button, onTapGesture or "
        + "tap gesture on it or above it"
    ) {
      try? harness.find(TwoButtonBar.self).tap()
    }
  }
}

private struct ColorSwatches: View {
  @State private var picked: [String] = []

  var body: some View {
    VStack {
      Text("picked " + picked.joined(separator: ", "))
      HStack {
        Circle().fill(.red).onTapGesture { picked.append("red") }
        Circle().stroke(.blue, lineWidth: 2).onTapGesture { picked.append("blue") }
        Circle().onTapGesture { picked.append("plain") }
        RoundedRectangle(cornerRadius: 4).fill(.green).onTapGesture { picked.append("square") }
      }
    }
  }
}

private struct NamedButtons: View {
  @State private var log: [String] = []

  var body: some View {
    VStack {
      Text(log.joined(separator: " "))
      Button {
        log.append("new")
      } label: {
        Image(systemName: "plus")
      }
      .accessibilityLabel("New Scrum")
      Button {
        log.append("share")
      } label: {
        Image(systemName: "square.and.arrow.up")
      }
      .accessibilityIdentifier("shareButton")
      NextButton { log.append("next") }.accessibilityLabel(Text("Next speaker"))
      Button {
        log.append("trash")
      } label: {
        Image(systemName: "trash")
      }
      Button {
        log.append("close")
      } label: {
        Image(systemName: "xmark").accessibilityLabel("Close")
      }
      Button("Save") { log.append("save") }.accessibilityLabel("Save changes")
      Button {
        log.append("add")
      } label: {
        Label("Add", systemImage: "plus.circle")
      }
    }
  }
}

private struct NextButton: View {
  let action: () -> Void
  var body: some View {
    Button {
      action()
    } label: {
      Image(systemName: "forward.fill")
    }
  }
}

private struct RowCard: View {
  @State private var taps = 0
  var body: some View {
    HStack {
      Text("row \(taps)")
    }
    .onTapGesture { taps += 1 }
  }
}

private struct TappableRows: View {
  @State private var outer = 0
  var body: some View {
    VStack {
      RowCard().onTapGesture { outer += 1 }
      Text("outer \(outer)")
    }
  }
}

private struct SwipeCard: View {
  @State private var offset = CGSize.zero
  let onSwipe: () -> Void
  var body: some View {
    ZStack {
      RoundedRectangle(cornerRadius: 25).fill(.white)
      Text("offset \(offset.width)")
    }
    .offset(x: offset.width)
    .gesture(
      DragGesture()
        .onChanged { offset = $0.translation }
        .onEnded { _ in
          if abs(offset.width) > 100 { onSwipe() }
          offset = .zero
        }
    )
  }
}

private struct SwipeDeck: View {
  @State private var cards = 2
  var body: some View {
    VStack {
      if cards > 0 { SwipeCard { cards -= 1 } }
      Text("cards \(cards)")
    }
  }
}

private struct TwoButtonBar: View {
  var body: some View {
    HStack {
      Button("A") {}
      Button("B") {}
    }
  }
}

/// Meeting cards: each link's label is a title and a length, as list rows are written.
private struct MeetingCards: View {
  let meetings = [("Standup", 5), ("Retro", 5), ("Planning", 30)]

  var body: some View {
    NavigationStack {
      List {
        ForEach(meetings, id: \.0) { meeting in
          NavigationLink {
            Text("\(meeting.0) detail")
          } label: {
            VStack {
              Text(meeting.0)
              Text("\(meeting.1)")
            }
          }
        }
        Button("Retro") {}
      }
    }
  }
}
