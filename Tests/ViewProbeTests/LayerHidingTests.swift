import Testing
import ViewProbe

/// A layer that fills its frame with opaque paint — a splash screen's `Color.white`, a privacy
/// overlay of the system background — hides what is beneath it: those texts leave `visibleTexts`
/// while they stay in the tree. Paint not known to be opaque dims and hides nothing (Guide §3).
@MainActor
@Suite("Opaque layers hide what is beneath them", .viewProbe)
struct LayerHidingTests {
  @Test("a splash screen over the app hides its texts and title until it goes away")
  func splashScreenHidesTheAppBeneath() throws {
    let harness = ParentHarness { SplashHost() }
    #expect(harness.visibleTexts == ["Loading…", "Skip"])
    // Still in the tree, keeping its state: only sight is taken.
    #expect(harness.texts.contains("Balance $12"))
    #expect(try harness.find(text: "Balance $12").visibleTexts.isEmpty)
    try harness.find(button: "Skip").tap()
    #expect(harness.visibleTexts == ["Accounts", "Balance $12"])
    #expect(try harness.find(text: "Balance $12").visibleTexts == ["Balance $12"])
  }

  @Test("an overlay of the system background hides the content while the app is inactive")
  func privacyOverlayHidesTheContentWhenInactive() throws {
    let harness = ParentHarness { PrivacyShield() }
    #expect(harness.visibleTexts == ["Card 4242"])
    harness.setScenePhase(.inactive)
    #expect(harness.visibleTexts.isEmpty)
    harness.setScenePhase(.active)
    #expect(harness.visibleTexts == ["Card 4242"])
  }

  @Test("opaque paint in every form hides the layers beneath it, and only those")
  func opaquePaintHidesTheLayersBeneath() throws {
    let harness = ParentHarness { OpaqueLayers() }
    #expect(harness.visibleTexts == ["raised", "on top"])
    #expect(harness.texts.count == 7)
  }

  @Test("translucent, unknown, hidden or framed paint hides nothing beneath it")
  func paintNotKnownOpaqueHidesNothing() throws {
    let harness = ParentHarness { SeeThroughLayers() }
    #expect(harness.visibleTexts == (1...8).map { "under \($0)" })
  }

  @Test("a sheet or alert a hidden view presents is over the window, not beneath the layer")
  func presentationsFromBeneathAreOnTop() throws {
    let harness = ParentHarness { CoveredPresenter() }
    #expect(harness.visibleTexts == ["Present", "Alert"])
    try harness.find(button: "Present").tap()
    #expect(harness.visibleTexts == ["Sheet content"])
    harness.swipeToDismiss()
    try harness.find(button: "Alert").tap()
    #expect(harness.visibleTexts == ["Alert title", "OK"])
  }

  @Test("a text drawn in a clear foreground is not seen until its colour is revealed")
  func clearForegroundHidesTheText() throws {
    let harness = ParentHarness { RevealCard() }
    #expect(harness.visibleTexts == ["Capital of Peru?", "Reveal", "drawn again"])
    #expect(harness.texts.contains("Lima"))
    try harness.find(button: "Reveal").tap()
    #expect(
      harness.visibleTexts == [
        "Capital of Peru?", "Lima", "Reveal", "Andes", "drawn again",
      ])
  }

  @Test("a view clipped to a frame of no height shows nothing until the frame opens")
  func collapsedFrameClipsItsContentAway() throws {
    let harness = ParentHarness { ExpandingDetails() }
    #expect(harness.visibleTexts == ["Details", "Unclipped", "Clipped first"])
    try harness.find(button: "Details").tap()
    #expect(harness.visibleTexts == ["Details", "Ships in 2 days", "Unclipped", "Clipped first"])
  }
}

/// A view beneath an opaque layer that presents a sheet and an alert, driven from the layer.
struct CoveredPresenter: View {
  @State private var showsSheet = false
  @State private var showsAlert = false

  var body: some View {
    ZStack {
      Text("Beneath")
        .sheet(isPresented: $showsSheet) { Text("Sheet content") }
        .alert("Alert title", isPresented: $showsAlert) { Button("OK") {} }
      Color.white
      VStack {
        Button("Present") { showsSheet = true }
        Button("Alert") { showsAlert = true }
      }
    }
  }
}

/// A flash card whose answer and hint are drawn clear until revealed, and a text drawn again
/// inside a clear foreground.
struct RevealCard: View {
  @State private var isRevealed = false

  var body: some View {
    VStack {
      Text("Capital of Peru?")
      Text("Lima").foregroundStyle(isRevealed ? Color.primary : Color.clear)
      Button("Reveal") { isRevealed = true }
      VStack {
        Text("Andes")
        Text("drawn again").foregroundColor(.blue)
      }
      .foregroundColor(isRevealed ? nil : .clear)
    }
  }
}

/// A section that opens by giving its frame a height; frames of no height, clipped or not.
struct ExpandingDetails: View {
  @State private var isExpanded = false

  var body: some View {
    VStack {
      Button("Details") { isExpanded.toggle() }
      VStack {
        Text("Ships in 2 days")
      }
      .frame(height: isExpanded ? nil : 0, alignment: .top)
      .clipped()
      // Not clipped, a text overflows its frame and is drawn.
      Text("Unclipped").frame(height: 0)
      // Clipped to its own size first, then framed: drawn, overflowing.
      Text("Clipped first").clipped().frame(height: 0)
      Text("Shaped").frame(maxHeight: 0).clipShape(RoundedRectangle(cornerRadius: 8))
    }
  }
}

/// An account screen loaded behind a splash screen.
struct SplashHost: View {
  @State private var isLoading = true

  var body: some View {
    ZStack {
      NavigationStack {
        Text("Balance $12")
          .navigationTitle("Accounts")
      }
      if isLoading {
        ZStack {
          Color(.systemBackground).ignoresSafeArea()
          VStack {
            Text("Loading…")
            Button("Skip") { isLoading = false }
          }
        }
      }
    }
  }
}

/// A card number covered while the app is not active (the app switcher's snapshot).
struct PrivacyShield: View {
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    Text("Card 4242")
      .overlay {
        if scenePhase != .active {
          Color(uiColor: .systemBackground)
        }
      }
  }
}

/// Layers of opaque paint over texts: each text beneath one is hidden.
struct OpaqueLayers: View {
  var body: some View {
    VStack {
      ZStack {
        Text("under a filled rectangle")
        Rectangle().fill(.white)
      }
      ZStack {
        Text("under a gradient")
        LinearGradient(colors: [.blue, .indigo], startPoint: .top, endPoint: .bottom)
      }
      ZStack {
        Text("under a painted view")
        VStack {}
          .frame(maxWidth: .infinity, maxHeight: .infinity)
          .background(Color(red: 1, green: 1, blue: 1))
      }
      ZStack {
        Text("under a colour moving in")
        Color.white.transition(.move(edge: .bottom))
      }
      ZStack {
        Text("under an untouchable colour")
        Color.black.allowsHitTesting(false)
      }
      ZStack {
        Text("raised").zIndex(1)
        Color.black
      }
      ZStack {
        Color.black
        Text("on top")
      }
    }
  }
}

/// Layers whose paint may let what is beneath show: each text beneath one is visible.
struct SeeThroughLayers: View {
  var body: some View {
    VStack {
      ZStack {
        Text("under 1")
        Color.black.opacity(0.4)
      }
      ZStack {
        Text("under 2")
        Rectangle().fill(.ultraThinMaterial)
      }
      ZStack {
        Text("under 3")
        Color("Brand")
      }
      ZStack {
        Text("under 4")
        Color(.secondarySystemFill)
      }
      ZStack {
        Text("under 5")
        Rectangle()
      }
      ZStack {
        Text("under 6")
        Color.white.frame(width: 10, height: 10)
      }
      ZStack {
        Text("under 7")
        Color.white.hidden()
      }
      Text("under 8")
        .overlay(LinearGradient(colors: [.clear, .black], startPoint: .top, endPoint: .bottom))
    }
  }
}
