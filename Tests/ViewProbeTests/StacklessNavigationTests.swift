import Testing
import ViewProbe

/// A sheet's content is presented over the window, outside the stack that presented it: a link or
/// a bound destination in it reaches a stack only when the content has one of its own, and one
/// that no stack holds at all pushes nothing (Guide §3, §7).
@MainActor
@Suite("Links and destinations need a stack around them", .viewProbe)
struct StacklessNavigationTests {
  @Test("H04 a link in a sheet without a stack of its own pushes nowhere; with one it pushes there")
  func h04_linkInASheetNeedsItsOwnStack() throws {
    let bare = ParentHarness { LinkSheetHost(wrapsInStack: false) }
    try bare.find(button: "Open (path 0)").tap()
    let details = try bare.find(navigationLink: "Details")
    expectIssue(
      startingWith: "tap() on the NavigationLink \"Details\" found no NavigationStack or "
        + "NavigationSplitView above it in the presentation it is in"
    ) { details.tap() }
    let seven = try bare.find(navigationLink: "Seven")
    expectIssue(startingWith: "tap() on the NavigationLink \"Seven\" found no NavigationStack") {
      seven.tap()
    }
    #expect(bare.visibleTexts == ["in sheet", "Details", "Seven"])
    #expect(!bare.texts.contains("Detail page"), "nothing was pushed beneath the sheet")
    #expect(!bare.texts.contains("number 7"))

    let wrapped = ParentHarness { LinkSheetHost(wrapsInStack: true) }
    try wrapped.find(button: "Open (path 0)").tap()
    try wrapped.find(navigationLink: "Details").tap()
    #expect(wrapped.visibleTexts == ["Detail page"])
    wrapped.navigateBack()
    try wrapped.find(navigationLink: "Seven").tap()
    #expect(wrapped.visibleTexts == ["number 7 in the sheet"])
    #expect(wrapped.texts.contains("Open (path 0)"), "the stack behind the sheet kept its path")
  }

  @Test("H04 a bound destination that no stack holds pushes nothing and is warned about")
  func h04_boundDestinationNeedsAStack() throws {
    let alone = ParentHarness { BoundDestinationScreen() }
    try alone.find(button: "Show history").tap()
    #expect(alone.visibleTexts == ["Show history"])
    alone.expectWarning(
      "The destination of navigationDestination at BoundDestinationScreen › Button is asked for, "
        + "but no NavigationStack holds it: SwiftUI pushes nothing")

    let inSheet = ParentHarness {
      NavigationStack { BoundDestinationSheetHost() }
    }
    try inSheet.find(button: "Open").tap()
    try inSheet.find(button: "Show history").tap()
    #expect(inSheet.visibleTexts == ["Show history"])
    inSheet.expectWarning(
      "The destination of navigationDestination at NavigationStack › BoundDestinationSheetHost › "
        + "BoundDestinationScreen › Button is asked for")

    let stacked = ParentHarness { NavigationStack { BoundDestinationScreen() } }
    try stacked.find(button: "Show history").tap()
    #expect(stacked.visibleTexts == ["History"])
  }

  @Test("a picker that pushes its options needs a stack: without one it cannot be opened")
  func pushedListPickerNeedsAStack() throws {
    let bare = ParentHarness { FlavourForm() }
    let picker = try bare.find(picker: "Flavour")
    expectIssue(
      startingWith: "select(mint) on the Picker \"Flavour\" found it in the .navigationLink picker "
        + "style with no NavigationStack around it"
    ) { picker.select("mint") }
    expectIssue(
      startingWith: "tap() on the Text \"Mint\" at FlavourForm › Form › Picker › Text found the "
        + "Picker it belongs to in the .navigationLink picker style"
    ) {
      try? bare.find(text: "Mint").tap()
    }
    #expect(bare.visibleTexts == ["Flavour", "Vanilla", "Chosen: vanilla"])

    let stacked = ParentHarness { NavigationStack { FlavourForm() } }
    try stacked.find(picker: "Flavour").select("mint")
    #expect(stacked.visibleTexts == ["Flavour", "Mint", "Chosen: mint"])
  }
}

/// A form whose picker lists its options on a pushed page.
private struct FlavourForm: View {
  @State private var flavour = "vanilla"

  var body: some View {
    Form {
      Picker("Flavour", selection: $flavour) {
        Text("Vanilla").tag("vanilla")
        Text("Mint").tag("mint")
      }
      .pickerStyle(.navigationLink)
      Text("Chosen: \(flavour)")
    }
  }
}

/// Presents a sheet from a stack; the sheet has links, with or without a stack of its own.
private struct LinkSheetHost: View {
  let wrapsInStack: Bool
  @State private var path: [Int] = []
  @State private var isShowing = false

  var body: some View {
    NavigationStack(path: $path) {
      Button("Open (path \(path.count))") { isShowing = true }
        .navigationDestination(for: Int.self) { Text("number \($0)") }
        .sheet(isPresented: $isShowing) {
          if wrapsInStack {
            NavigationStack {
              links.navigationDestination(for: Int.self) { Text("number \($0) in the sheet") }
            }
          } else {
            links
          }
        }
    }
  }

  private var links: some View {
    VStack {
      Text("in sheet")
      NavigationLink("Details") { Text("Detail page") }
      NavigationLink("Seven", value: 7)
    }
  }
}

/// Pushes its history by a binding, as a screen meant to be inside a stack does.
private struct BoundDestinationScreen: View {
  @State private var showsHistory = false

  var body: some View {
    Button("Show history") { showsHistory = true }
      .navigationDestination(isPresented: $showsHistory) { Text("History") }
  }
}

/// Shows the screen in a sheet without a stack of its own.
private struct BoundDestinationSheetHost: View {
  @State private var isShowing = false

  var body: some View {
    Button("Open") { isShowing = true }
      .sheet(isPresented: $isShowing) { BoundDestinationScreen() }
  }
}
