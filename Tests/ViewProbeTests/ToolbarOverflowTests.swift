import Testing
import ViewProbe

/// OS 27 toolbar overflow: a `ToolbarOverflowMenu`'s actions are in a menu of the navigation bar,
/// not in sight until it is opened; priorities change nothing without widths (Guide §3).
@MainActor
@Suite("Toolbar overflow menus", .viewProbe)
struct ToolbarOverflowTests {
  @Test("the overflow menu's actions are off screen, still run, and need a bar like other items")
  func overflowActionsAreMenuItems() throws {
    let harness = ParentHarness { NavigationStack { Mailbox() } }
    #expect(harness.visibleTexts == ["Inbox", "3 messages", "Share"])
    try harness.find(button: "Archive all").tap()
    #expect(harness.visibleTexts == ["Inbox", "0 messages", "Share"])
    let alone = ParentHarness { Mailbox() }
    let archive = try alone.find(button: "Archive all")
    expectIssue(
      startingWith: "tap() on the Button \"Archive all\" found it in the toolbar of Mailbox"
    ) { archive.tap() }
  }

  @Test("toolbarOverflowMenu(content:) places its actions the same way")
  func overflowModifierPlacesTheMenu() throws {
    let harness = ParentHarness {
      NavigationStack {
        Text("Draft")
          .toolbarOverflowMenu { Button("Discard") {} }
      }
    }
    #expect(harness.visibleTexts == ["Draft"])
    #expect(harness.findAll(button: "More").count == 1)
    try harness.find(button: "Discard").tap()
  }

  @Test("a pinned trailing item is a navigation bar item; a minimizing bar keeps its items")
  func pinnedItemOfAMinimizingBar() throws {
    let harness = ParentHarness {
      NavigationStack {
        ScrollView { Text("Stickers") }
          .toolbar {
            ToolbarItem(placement: .topBarPinnedTrailing) { Button("Share") {} }
          }
          .toolbarMinimizationBehavior(.onScrollDown, for: .navigationBar)
          .toolbarMinimizationRestoration(.atScrollEdge, for: .navigationBar)
          .toolbarMinimizationSafeAreaAdjustment(.disabled, for: .navigationBar)
      }
    }
    #expect(harness.visibleTexts == ["Stickers", "Share"])
    try harness.find(button: "Share").tap()
    let hidden = ParentHarness {
      NavigationStack {
        Text("Stickers")
          .toolbar {
            ToolbarItem(placement: .topBarPinnedTrailing) { Button("Share") {} }
          }
          .toolbar(.hidden, for: .navigationBar)
      }
    }
    #expect(hidden.visibleTexts == ["Stickers"])
  }
}

/// A mailbox whose rare action lives in the overflow menu.
private struct Mailbox: View {
  @State private var messages = 3

  var body: some View {
    Text("\(messages) messages")
      .navigationTitle("Inbox")
      .toolbar {
        ToolbarItem { Button("Share") {} }
          .visibilityPriority(.high)
        ToolbarOverflowMenu {
          Button("Archive all") { messages = 0 }
        }
      }
  }
}
