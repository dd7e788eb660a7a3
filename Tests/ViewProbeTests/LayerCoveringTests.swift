import Testing
import ViewProbe

/// A view drawn over others that fills its frame and takes touches — a dimming `Color` in a
/// `ZStack`, a loading overlay — keeps touches from the views beneath it; anything the runtime
/// cannot be sure covers (a framed, padded or stroked view, a clear colour, one that lets touches
/// through) covers nothing (Guide §3).
@MainActor
@Suite("Views drawn over others take the touches", .viewProbe)
struct LayerCoveringTests {
  @Test("a dimming colour over a ZStack's content takes its touches until the popup closes")
  func dimmingLayerCoversTheContent() throws {
    let harness = ParentHarness { DimmedPopupHost() }
    let buy = try harness.find(button: "Buy")
    buy.tap()
    #expect(harness.texts.contains("bought 1"))
    try harness.find(button: "Show popup").tap()
    expectIssue(
      startingWith: "tap() on the Button \"Buy\" found it beneath the Color at DimmedPopupHost › "
        + "ZStack › Color, drawn over it in the ZStack at DimmedPopupHost › ZStack: it fills the "
        + "stack and takes the touches there"
    ) { buy.tap() }
    #expect(harness.texts.contains("bought 1"))
    // The popup is drawn over the dimming layer: its button takes the tap.
    try harness.find(button: "Close").tap()
    buy.tap()
    #expect(harness.texts.contains("bought 2"))
  }

  @Test("a dimming colour framed to the whole size offered, fading in, still fills the stack")
  func dimmingLayerFramedToTheWholeSize() throws {
    let harness = ParentHarness { FramedDimmer() }
    let buy = try harness.find(button: "Buy")
    expectIssue(
      startingWith: "tap() on the Button \"Buy\" found it beneath the Color at FramedDimmer › "
        + "ZStack › Color, drawn over it in the ZStack"
    ) { buy.tap() }
    #expect(harness.visibleTexts == ["bought 0", "Buy"])
  }

  @Test("a clear colour given a rectangle to hit catches the taps around a popup while shown")
  func clearTapCatcherCoversTheScreen() throws {
    let harness = ParentHarness { TapCatcherPopup() }
    let buy = try harness.find(button: "Buy")
    expectIssue(
      startingWith: "tap() on the Button \"Buy\" found it beneath the Color at TapCatcherPopup › "
        + "ZStack › Color, drawn over it in the ZStack"
    ) { buy.tap() }
    // A tap on the catcher closes the popup; faded out, it lets taps through.
    try harness.find(Color.self).tap()
    buy.tap()
    #expect(harness.visibleTexts == ["bought 1", "Buy"])
  }

  @Test("a loading overlay takes the touches of the view it is drawn over while it is shown")
  func loadingOverlayCoversTheList() throws {
    let harness = ParentHarness { LoadingList() }
    let reload = try harness.find(button: "Reload")
    reload.tap()
    #expect(harness.texts.contains("loading"))
    expectIssue(
      startingWith: "tap() on the Button \"Reload\" found it beneath the overlay (ZStack) on "
        + "LoadingList › VStack › List: it fills the view it is drawn over and takes the touches there"
    ) { reload.tap() }
    try harness.find(button: "Finish").tap()
    reload.tap()
    #expect(harness.texts.contains("loads 2"))
  }

  @Test("a spinner given the whole size over a painted background covers the form beneath")
  func fullSizeSpinnerCoversTheForm() throws {
    let harness = ParentHarness { SavingForm() }
    let save = try harness.find(button: "Save")
    save.tap()
    expectIssue(
      startingWith: "tap() on the Button \"Save\" found it beneath the overlay (ProgressView) on "
        + "SavingForm › VStack › Form"
    ) { save.tap() }
    // Given the whole width only, or painted clear, the spinner's layer covers nothing.
    try harness.find(button: "Narrow spinner").tap()
    save.tap()
    try harness.find(button: "Clear spinner").tap()
    save.tap()
    #expect(harness.texts.first == "saved 3")
  }

  @Test("a style overlaid on a view takes its touches unless clear; in a circle it takes none")
  func styledOverlayCoversItsView() throws {
    let harness = ParentHarness { StyledOverlays() }
    let dimmed = try harness.find(button: "dimmed")
    expectIssue(
      startingWith: "tap() on the Button \"dimmed\" found it beneath the overlay (Color) on "
        + "StyledOverlays › VStack › Button: it fills the view it is drawn over"
    ) { dimmed.tap() }
    try harness.find(button: "ringed").tap()
    try harness.find(button: "backed").tap()
    try harness.find(button: "undim").tap()
    dimmed.tap()
    #expect(harness.texts.first == "taps 3")
  }

  @Test("views that may not cover take no touches away: framed, stroked, clear, see-through")
  func uncertainLayersCoverNothing() throws {
    let harness = ParentHarness { UncertainLayers() }
    for title in ["framed", "stroked", "clear", "see-through", "raised", "padded"] {
      try harness.find(button: title).tap()
    }
    #expect(harness.texts.first == "taps 6")
  }

  @Test("a layer over a gesture's view covers it only below the gesture; a label's layer never")
  func layersCoverBelowTheirHandlerOnly() throws {
    let harness = ParentHarness { GestureLayers() }
    // The tap gesture is attached above the overlay: the touch on the overlay is the gesture's.
    try harness.find(text: "outer").tap()
    #expect(harness.texts.first == "outer 1, inner 0, label 0")
    // Attached below it, the overlay takes the touch and the gesture never sees it.
    let inner = try harness.find(text: "inner")
    expectIssue(
      startingWith: "tap() on the Text \"inner\" at GestureLayers › VStack › Text found it "
        + "beneath the overlay (Color) on GestureLayers › VStack › Text: it fills the view"
    ) {
      inner.tap()
    }
    // A colour over a button's label is part of the button.
    try harness.find(button: "label").tap()
    #expect(harness.texts.first == "outer 1, inner 0, label 1")
  }
}

/// A screen whose popup dims everything beneath it.
struct DimmedPopupHost: View {
  @State private var bought = 0
  @State private var showsPopup = false

  var body: some View {
    ZStack {
      VStack {
        Text("bought \(bought)")
        Button("Buy") { bought += 1 }
        Button("Show popup") { showsPopup = true }
      }
      if showsPopup {
        Color.black.opacity(0.4)
          .ignoresSafeArea()
          .onTapGesture { showsPopup = false }
        VStack {
          Text("Welcome")
          Button("Close") { showsPopup = false }
        }
        .padding()
      }
    }
  }
}

/// A dimming colour framed to take the whole size offered, with a transition, over a button.
struct FramedDimmer: View {
  @State private var bought = 0

  var body: some View {
    ZStack {
      VStack {
        Text("bought \(bought)")
        Button("Buy") { bought += 1 }
      }
      Color.black.opacity(0.4)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .transition(.opacity)
    }
  }
}

/// A popup closed by a tap anywhere around it: a clear colour that catches taps, faded out when
/// the popup is closed.
struct TapCatcherPopup: View {
  @State private var bought = 0
  @State private var showsPopup = true

  var body: some View {
    ZStack {
      VStack {
        Text("bought \(bought)")
        Button("Buy") { bought += 1 }
      }
      Color.clear
        .contentShape(Rectangle())
        .onTapGesture { showsPopup = false }
        .opacity(showsPopup ? 1 : 0)
      if showsPopup {
        Text("Tap anywhere to close")
      }
    }
  }
}

/// A list with a loading overlay while a reload runs.
struct LoadingList: View {
  @State private var loads = 0
  @State private var isLoading = false

  var body: some View {
    VStack {
      List {
        Text("loads \(loads)")
        Button("Reload") {
          loads += 1
          isLoading = true
        }
      }
      .overlay {
        if isLoading {
          ZStack {
            Color.black.opacity(0.2)
            Text("loading")
          }
        }
      }
      Button("Finish") { isLoading = false }
    }
  }
}

/// A form with a full-screen spinner while it saves, in three styles.
struct SavingForm: View {
  enum Spinner { case fullSize, narrow, clear }
  @State private var saved = 0
  @State private var isSaving = false
  @State private var spinner = Spinner.fullSize

  var body: some View {
    VStack {
      Form {
        Text("saved \(saved)")
        Button("Save") {
          saved += 1
          isSaving = true
        }
      }
      .overlay {
        if isSaving {
          switch spinner {
          case .fullSize:
            ProgressView()
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .background(.black.opacity(0.3))
          case .narrow:
            ProgressView()
              .frame(maxWidth: .infinity)
              .background(.black.opacity(0.3))
          case .clear:
            ProgressView()
              .frame(maxWidth: .infinity, maxHeight: .infinity)
              .background(Color.clear)
          }
        }
      }
      Button("Narrow spinner") { spinner = .narrow }
      Button("Clear spinner") { spinner = .clear }
    }
  }
}

/// Styles painted over and behind buttons.
struct StyledOverlays: View {
  @State private var taps = 0
  @State private var dimmed = true

  var body: some View {
    VStack {
      Text("taps \(taps)")
      Button("dimmed") { taps += 1 }
        .overlay(.black.opacity(dimmed ? 0.3 : 0))
      Button("ringed") { taps += 1 }
        .overlay(.blue, in: Circle())
      Button("backed") { taps += 1 }
        .background(.red, ignoresSafeAreaEdges: [])
      Button("undim") { dimmed = false }
    }
  }
}

/// Layers over buttons that SwiftUI may or may not hit: none of them refuses a tap.
struct UncertainLayers: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("taps \(taps)")
      ZStack {
        Button("framed") { taps += 1 }
        Color.red.frame(width: 10, height: 10)
      }
      Button("stroked") { taps += 1 }
        .overlay(RoundedRectangle(cornerRadius: 8).stroke(.gray, lineWidth: 1))
      ZStack {
        Button("clear") { taps += 1 }
        Color.clear
        Rectangle().fill(Color.black.opacity(0))
      }
      ZStack {
        Button("see-through") { taps += 1 }
        LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom)
          .allowsHitTesting(false)
      }
      ZStack {
        Button("raised") { taps += 1 }.zIndex(1)
        Color.black
      }
      ZStack {
        Button("padded") { taps += 1 }
        Rectangle().padding(40)
      }
    }
  }
}

/// Tap gestures above and below an overlay, and a colour over a button's label.
struct GestureLayers: View {
  @State private var outer = 0
  @State private var inner = 0
  @State private var label = 0

  var body: some View {
    VStack {
      Text("outer \(outer), inner \(inner), label \(label)")
      Text("outer")
        .overlay(Color.black.opacity(0.3))
        .onTapGesture { outer += 1 }
      Text("inner")
        .onTapGesture { inner += 1 }
        .overlay(Color.black.opacity(0.3))
      Button {
        label += 1
      } label: {
        ZStack {
          Text("label")
          Color.blue.opacity(0.2)
        }
      }
    }
  }
}
