import Testing
import ViewProbe

/// A toolbar's items are drawn in the bars of the navigation container that holds the view; a
/// view no container holds has no bar, and a device draws none of its items (Guide §3, §7). The
/// items stay in the tree, but they are not on screen and take no touches.
@MainActor
@Suite("Toolbar items need a navigation container's bar", .viewProbe)
struct ToolbarBarTests {
  @Test("H01 a sheet's toolbar without a stack of its own draws nothing; with one it does")
  func h01_sheetToolbarNeedsItsOwnStack() throws {
    let bare = ParentHarness { EditorSheetHost(wrapsInStack: false) }
    try bare.find(button: "Edit (saved 0)").tap()
    #expect(bare.texts.contains("Save"))
    #expect(!bare.visibleTexts.contains("Save"))
    let save = try bare.find(button: "Save")
    expectIssue(
      startingWith: "tap() on the Button \"Save\" found it in the toolbar of EditorSheetHost › "
        + "Text, which no NavigationStack, NavigationView or NavigationSplitView holds"
    ) { save.tap() }
    #expect(bare.visibleTexts == ["Editing"])

    let wrapped = ParentHarness { EditorSheetHost(wrapsInStack: true) }
    try wrapped.find(button: "Edit (saved 0)").tap()
    #expect(wrapped.visibleTexts == ["Editing", "Save"])
    try wrapped.find(button: "Save").tap()
    #expect(wrapped.visibleTexts == ["Edit (saved 1)"])
  }

  @Test("H04 a toolbar written outside the stack draws nothing; on the stack's content it does")
  func h04_toolbarOutsideTheStackDrawsNothing() throws {
    let outside = ParentHarness { CounterScreen(toolbarInside: false) }
    #expect(outside.visibleTexts == ["Count 0"])
    let add = try outside.find(button: "Add")
    expectIssue(
      startingWith:
        "tap() on the Button \"Add\" found it in the toolbar of CounterScreen › NavigationStack"
    ) {
      add.tap()
    }
    #expect(outside.texts.contains("Count 0"))

    let inside = ParentHarness { CounterScreen(toolbarInside: true) }
    #expect(inside.visibleTexts == ["Count 0", "Add"])
    try inside.find(button: "Add").tap()
    #expect(inside.visibleTexts == ["Count 1", "Add"])
  }

  @Test("H04 a pushed screen's toolbar is drawn in its stack's bar; the window's content has none")
  func h04_pushedScreensShowTheirToolbars() throws {
    let alone = ParentHarness { DetailScreen() }
    let favourite = try alone.find(button: "Favourite")
    expectIssue(
      startingWith:
        "tap() on the Button \"Favourite\" found it in the toolbar of DetailScreen › Text"
    ) {
      favourite.tap()
    }
    #expect(alone.visibleTexts == ["not favourite"])

    let pushed = ParentHarness {
      NavigationStack { NavigationLink("Open") { DetailScreen() } }
    }
    try pushed.find(navigationLink: "Open").tap()
    try pushed.find(button: "Favourite").tap()
    #expect(pushed.visibleTexts == ["favourite", "Favourite"])
  }

  @Test("H05 keyboard items show above the keyboard without a stack; the bar's items do not")
  func h05_keyboardItemsNeedNoBar() throws {
    let harness = ParentHarness { AmountField() }
    try harness.find(textField: "Amount").setInput("12")
    #expect(harness.visibleTexts == ["12", "Done"])
    expectIssue(
      startingWith:
        "tap() on the Button \"Clear\" found it in the toolbar of AmountField › TextField"
    ) {
      try? harness.find(button: "Clear").tap()
    }
    try harness.find(button: "Done").tap()
    #expect(harness.visibleTexts == ["12"])
  }

  @Test("H04 navigationBarItems outside a NavigationView draw nothing; inside one they do")
  func h04_legacyBarItemsNeedANavigationView() throws {
    let bare = ParentHarness { LegacyBarScreen() }
    #expect(bare.visibleTexts == ["Shared 0"])
    let share = try bare.find(button: "Share")
    expectIssue(
      startingWith:
        "tap() on the Button \"Share\" found it in the toolbar of LegacyBarScreen › Text"
    ) {
      share.tap()
    }
    let wrapped = ParentHarness { NavigationView { LegacyBarScreen() } }
    try wrapped.find(button: "Share").tap()
    #expect(wrapped.visibleTexts == ["Shared 1", "Share"])
  }

  @Test("H04 a screen that hides a bar draws none of the items placed in it; others still show")
  func h04_hiddenBarDrawsNoItems() throws {
    let harness = ParentHarness { NavigationStack { BarlessScreen() } }
    #expect(harness.visibleTexts == ["Home 0", "Open", "Details", "Status: ready"])
    let add = try harness.find(button: "Add")
    expectIssue(
      startingWith: "tap() on the Button \"Add\" found it in the toolbar of NavigationStack › "
        + "BarlessScreen › VStack, placed in the navigation bar, which its screen hides "
        + "(navigationBarHidden(true) on NavigationStack › BarlessScreen › VStack): a device "
        + "draws none of the items placed there."
    ) { add.tap() }
    try harness.find(navigationLink: "Open").tap()
    #expect(harness.visibleTexts == ["Pushed", "Share"], "a pushed screen has its own bar")
    harness.navigateBack()
    try harness.find(button: "Details").tap()
    #expect(harness.visibleTexts == ["Bound", "Star"], "so has one pushed by a binding")
    harness.navigateBack()
    let bottom = ParentHarness { NavigationStack { BottomlessScreen() } }
    #expect(bottom.visibleTexts == ["Drafts", "Edit"])
    let compose = try bottom.find(button: "Compose")
    expectIssue(
      startingWith: "tap() on the Button \"Compose\" found it in the toolbar of NavigationStack › "
        + "BottomlessScreen › Text, placed in the bottom bar, which its screen hides "
        + "(toolbar(.hidden, for: .bottomBar) on NavigationStack › BottomlessScreen › Text)"
    ) { compose.tap() }
  }
}

/// A home screen with its own header in place of the navigation bar: its bar items are not drawn,
/// its bottom bar's are.
private struct BarlessScreen: View {
  @State private var count = 0
  @State private var showsDetails = false

  var body: some View {
    VStack {
      Text("Home \(count)")
      NavigationLink("Open") {
        Text("Pushed").toolbar { Button("Share") {} }
      }
      Button("Details") { showsDetails = true }
    }
    .navigationDestination(isPresented: $showsDetails) {
      Text("Bound").toolbar { Button("Star") {} }
    }
    .toolbar {
      ToolbarItem(placement: .topBarTrailing) { Button("Add") { count += 1 } }
      ToolbarItem(placement: .status) { Text("Status: ready") }
    }
    .navigationBarHidden(true)
  }
}

/// A screen that hides its bottom bar: its bottom-bar item is not drawn.
private struct BottomlessScreen: View {
  var body: some View {
    Text("Drafts")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) { Button("Edit") {} }
        ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
      }
      .toolbar(.hidden, for: .bottomBar)
  }
}

/// Edits in a sheet whose Save button is a toolbar item: drawn only when the sheet's content has
/// a stack of its own.
private struct EditorSheetHost: View {
  let wrapsInStack: Bool
  @State private var isEditing = false
  @State private var saves = 0

  var body: some View {
    Button("Edit (saved \(saves))") { isEditing = true }
      .sheet(isPresented: $isEditing) {
        if wrapsInStack {
          NavigationStack { editor }
        } else {
          editor
        }
      }
  }

  private var editor: some View {
    Text("Editing")
      .toolbar {
        ToolbarItem(placement: .confirmationAction) {
          Button("Save") {
            saves += 1
            isEditing = false
          }
        }
      }
  }
}

/// A counter whose Add button is written on the stack's content, or on the stack itself.
private struct CounterScreen: View {
  let toolbarInside: Bool
  @State private var count = 0

  var body: some View {
    if toolbarInside {
      NavigationStack {
        Text("Count \(count)").toolbar { Button("Add") { count += 1 } }
      }
    } else {
      NavigationStack { Text("Count \(count)") }
        .toolbar { Button("Add") { count += 1 } }
    }
  }
}

/// A detail screen meant to be pushed: its toolbar needs the stack it is pushed onto.
private struct DetailScreen: View {
  @State private var isFavourite = false

  var body: some View {
    Text(isFavourite ? "favourite" : "not favourite")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Favourite") { isFavourite.toggle() }
        }
      }
  }
}

/// A field with a keyboard toolbar and a bar item, in no navigation container.
private struct AmountField: View {
  @State private var amount = ""
  @FocusState private var isFocused: Bool

  var body: some View {
    TextField("Amount", text: $amount)
      .focused($isFocused)
      .toolbar {
        ToolbarItemGroup(placement: .keyboard) {
          Button("Done") { isFocused = false }
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button("Clear") { amount = "" }
        }
      }
  }
}

/// The deprecated bar items of iOS 13, on a screen.
private struct LegacyBarScreen: View {
  @State private var shares = 0

  var body: some View {
    Text("Shared \(shares)")
      .navigationBarItems(trailing: Button("Share") { shares += 1 })
  }
}
