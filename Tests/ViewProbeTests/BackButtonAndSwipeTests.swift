import Testing
import ViewProbe

/// The back button a pushed view's navigation bar shows (app code does not write it):
/// `navigateBack()` presses it — the view on top pops as its `dismiss` pops it (H05).
@MainActor
@Suite("The system back button (H04, H05)", .viewProbe)
struct NavigateBackTests {
  @Test("H05 navigateBack() pops the view on top: a bound path loses its last value, state goes")
  func h05_backPopsTheTopView() throws {
    let harness = ParentHarness { Library() }
    try harness.find(button: "Open 1").tap()
    try harness.find(button: "Open 2").tap()
    try harness.find(button: "likes 0").tap()
    #expect(harness.texts.contains("path [1, 2]"))
    harness.navigateBack()
    #expect(harness.texts.contains("path [1]"))
    #expect(harness.visibleTexts.contains("Shelf 1"))
    try harness.find(button: "Open 2").tap()
    #expect(harness.texts.contains("likes 0"), "the popped view's state went with it (H04)")
    harness.navigateBack()
    harness.navigateBack()
    #expect(harness.texts.contains("path []"))
    expectIssue(
      startingWith: "navigateBack() found no pushed view on screen: the navigation stacks on "
        + "screen show their roots, so there is no back button to press."
    ) { harness.navigateBack() }
  }

  @Test("H05 it pops a link's destination and one pushed by navigationDestination(isPresented:)")
  func h05_backPopsLinksAndBoundDestinations() throws {
    let harness = ParentHarness { Settings() }
    try harness.find(navigationLink: "Account").tap()
    #expect(harness.visibleTexts == ["Account screen", "Privacy"])
    try harness.find(button: "Privacy").tap()
    #expect(harness.visibleTexts == ["Privacy screen"])
    harness.navigateBack()
    #expect(harness.visibleTexts == ["Account screen", "Privacy"])
    harness.navigateBack()
    #expect(harness.visibleTexts == ["Account"])
  }

  @Test("H05 a view that hides its back button cannot be left with it")
  func h05_hiddenBackButton() throws {
    let harness = ParentHarness { Checkout() }
    try harness.find(navigationLink: "Pay").tap()
    expectIssue(
      startingWith: "navigateBack() found the back button of the view pushed at Checkout › "
        + "NavigationStack › PaymentStep hidden by .navigationBarBackButtonHidden(true) on "
        + "Checkout › NavigationStack › PaymentStep › VStack: the user can neither press it nor "
        + "swipe back; go back through the view's own control."
    ) { harness.navigateBack() }
    #expect(harness.visibleTexts == ["Paying", "Cancel payment"])
    try harness.find(button: "Cancel payment").tap()
    #expect(harness.visibleTexts == ["Pay"])
  }

  @Test("H05 with a sheet up, the back button pressed is the sheet's stack's")
  func h05_backInsideASheet() throws {
    let harness = ParentHarness { SheetOverStack() }
    try harness.find(navigationLink: "Detail").tap()
    try harness.find(button: "Filters").tap()
    try harness.find(navigationLink: "Colour").tap()
    harness.navigateBack()
    #expect(harness.visibleTexts == ["Colour"])
    #expect(harness.texts.contains("Detail screen"), "the stack beneath keeps its pushed view")
  }

  @Test("H05 a pushed view beneath a sheet: its back button is out of reach, and the issue says so")
  func h05_backButtonBeneathASheet() throws {
    let harness = ParentHarness { SheetOverStack() }
    try harness.find(navigationLink: "Detail").tap()
    try harness.find(button: "Filters").tap()
    expectIssue(
      startingWith: "navigateBack() found the view pushed at SheetOverStack › NavigationStack › "
        + "Button beneath the sheet presented on SheetOverStack › NavigationStack: while it is "
        + "up, the views it covers take no touches (dismiss it first)."
    ) { harness.navigateBack() }
    #expect(harness.texts.contains("Detail screen"))
  }
}

/// The swipe down that dismisses a sheet (H01): `swipeToDismiss()` makes it on the sheet on top.
@MainActor
@Suite("The system swipe that dismisses a sheet (H01)", .viewProbe)
struct SwipeToDismissTests {
  @Test("H01 a swipe dismisses the sheet on top: its binding turns false, its onDismiss runs")
  func h01_swipeDismissesTheTopSheet() throws {
    let harness = ParentHarness { DraftComposer() }
    try harness.find(button: "Compose").tap()
    try harness.find(button: "Attach").tap()
    harness.swipeToDismiss()
    #expect(harness.visibleTexts.contains("Draft"), "the inner sheet went, the outer stays")
    harness.swipeToDismiss()
    #expect(harness.texts.contains("dismissed 1"))
    expectIssue(
      startingWith: "swipeToDismiss() found nothing presented: no sheet is up to swipe away."
    ) { harness.swipeToDismiss() }
  }

  @Test("H01 a sheet kept up by interactiveDismissDisabled and a full-screen cover are refused")
  func h01_whatASwipeCannotDismiss() throws {
    let harness = ParentHarness { DraftComposer() }
    try harness.find(button: "Compose").tap()
    try harness.find(toggle: "Unsaved changes").tap()
    expectIssue(
      startingWith: "swipeToDismiss() found the sheet presented on DraftComposer › VStack kept up "
        + "by .interactiveDismissDisabled(true) on DraftComposer › DraftSheet › VStack: "
        + "the user cannot swipe it away; dismiss it through its own controls."
    ) { harness.swipeToDismiss() }
    try harness.find(button: "Done").tap()
    try harness.find(button: "Cover").tap()
    expectIssue(
      startingWith: "swipeToDismiss() found the full-screen cover presented on DraftComposer › "
        + "VStack on top, which a swipe does not dismiss: leave it through its own controls."
    ) { harness.swipeToDismiss() }
  }
}

private struct DraftComposer: View {
  @State private var composing = false
  @State private var covering = false
  @State private var dismissals = 0

  var body: some View {
    VStack {
      Button("Compose") { composing = true }
      Button("Cover") { covering = true }
      Text("dismissed \(dismissals)")
    }
    .sheet(isPresented: $composing, onDismiss: { dismissals += 1 }) { DraftSheet() }
    .fullScreenCover(isPresented: $covering) { Text("Cover screen") }
  }
}

private struct DraftSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var attaching = false
  @State private var unsaved = false

  var body: some View {
    VStack {
      Text("Draft")
      Toggle("Unsaved changes", isOn: $unsaved)
      Button("Attach") { attaching = true }
      Button("Done") { dismiss() }
    }
    .interactiveDismissDisabled(unsaved)
    .sheet(isPresented: $attaching) { Text("Files") }
  }
}

private struct Library: View {
  @State private var path: [Int] = []

  var body: some View {
    NavigationStack(path: $path) {
      VStack {
        Button("Open 1") { path.append(1) }
        Text("path \(path)")
      }
      .navigationDestination(for: Int.self) { shelf in
        VStack {
          Text("Shelf \(shelf)")
          Button("Open \(shelf + 1)") { path.append(shelf + 1) }
          LikeCounter()
        }
      }
    }
  }
}

private struct LikeCounter: View {
  @State private var likes = 0
  var body: some View { Button("likes \(likes)") { likes += 1 } }
}

private struct Settings: View {
  @State private var showsPrivacy = false

  var body: some View {
    NavigationStack {
      NavigationLink("Account") {
        VStack {
          Text("Account screen")
          Button("Privacy") { showsPrivacy = true }
        }
        .navigationDestination(isPresented: $showsPrivacy) { Text("Privacy screen") }
      }
    }
  }
}

private struct Checkout: View {
  var body: some View {
    NavigationStack {
      NavigationLink("Pay") { PaymentStep() }
    }
  }
}

private struct PaymentStep: View {
  @Environment(\.dismiss) private var dismiss
  var body: some View {
    VStack {
      Text("Paying")
      Button("Cancel payment") { dismiss() }
    }
    .navigationBarBackButtonHidden()
  }
}

private struct SheetOverStack: View {
  @State private var showsFilters = false

  var body: some View {
    NavigationStack {
      NavigationLink("Detail") {
        Button("Filters") { showsFilters = true }
        Text("Detail screen")
      }
    }
    .sheet(isPresented: $showsFilters) {
      NavigationStack {
        NavigationLink("Colour") { Text("Colour screen") }
      }
    }
  }
}
