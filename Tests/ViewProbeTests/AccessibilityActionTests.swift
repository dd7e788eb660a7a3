import Testing
import ViewProbe

/// What VoiceOver users do besides tapping: named actions, the default action, adjusting.
@MainActor
@Suite("Accessibility actions", .viewProbe)
struct AccessibilityActionTests {
  @Test("accessibilityAdjust runs the adjustable action of the element around the view")
  func adjustableRating() throws {
    let harness = ParentHarness { StarRating() }
    try harness.find(StarRatingControl.self).accessibilityAdjust(.increment)
    #expect(harness.texts.last == "4 stars")
    try harness.find(StarRatingControl.self).accessibilityAdjust(.decrement)
    try harness.find(StarRatingControl.self).accessibilityAdjust(.decrement)
    #expect(harness.texts.last == "2 stars")
    // From a view inside the element, as VoiceOver acts on the element a view belongs to.
    try harness.find(text: "Rating").accessibilityAdjust(.increment)
    #expect(harness.texts.last == "3 stars")
  }

  @Test("accessibilityScroll runs the scroll action around the view, told the edge")
  func scrollAction() throws {
    let harness = ParentHarness { PagedReader() }
    try harness.find(text: "Page 1").accessibilityScroll(.bottom)
    try harness.find(text: "Page 2").accessibilityScroll(.bottom)
    #expect(harness.texts.first == "Page 3")
    try harness.find(text: "Page 3").accessibilityScroll(.top)
    #expect(harness.texts.first == "Page 2")
    expectIssue(startingWith: "accessibilityScroll(.leading) on the Text \"Nothing here\"") {
      try? harness.find(text: "Nothing here").accessibilityScroll(.leading)
    }
  }

  @Test("accessibilityActions { buttons } offers each button as a named action of the element")
  func actionsOfferedAsButtons() throws {
    let harness = ParentHarness { OfferedActions() }
    try harness.find(text: "Lunch?").performAccessibilityAction(named: "Mute")
    #expect(harness.texts.first == "muted Lunch?")
    #expect(!harness.visibleTexts.contains("Mute"), "not on screen: the rotor offers them")
    expectIssue(startingWith: "performAccessibilityAction(named: \"Pin\") on the Text \"Lunch?\"") {
      try? harness.find(text: "Lunch?").performAccessibilityAction(named: "Pin")
    }
  }

  @Test("performAccessibilityAction(named:) runs the row's action of that name, and only it")
  func namedActionsOfARow() throws {
    let harness = ParentHarness { MailRows() }
    try harness.find(text: "Lunch?").performAccessibilityAction(named: "Archive")
    #expect(harness.texts == ["Invoice", "Lunch?", "archived Lunch?"])
    try harness.find(text: "Invoice").performAccessibilityAction(named: "Flag")
    #expect(harness.texts == ["Invoice", "Lunch?", "archived Lunch?, flagged Invoice"])
    try harness.find(text: "Invoice").performAccessibilityAction()
    #expect(harness.texts.last == "archived Lunch?, flagged Invoice, opened Invoice")
    expectIssue(
      startingWith: "performAccessibilityAction(named: \"Delete\") on the Text \"Invoice\" at "
        + "MailRows › List › Text found no such action on it or above it; accessibility actions "
        + "there: .accessibilityAction(named: \"Archive\"), .accessibilityAction(named: \"Flag\"), "
        + ".accessibilityAction(.default)"
    ) {
      try? harness.find(text: "Invoice").performAccessibilityAction(named: "Delete")
    }
    expectIssue(startingWith: "accessibilityAdjust(.increment) on the Text \"Invoice\" at") {
      try? harness.find(text: "Invoice").accessibilityAdjust(.increment)
    }
  }
}

private struct StarRatingControl: View {
  @Binding var rating: Int

  var body: some View {
    HStack {
      Text("Rating")
      ForEach(1...5, id: \.self) { star in
        Image(systemName: star <= rating ? "star.fill" : "star")
      }
    }
    .accessibilityElement()
    .accessibilityValue(rating == 1 ? "1 star" : "\(rating) stars")
    .accessibilityAdjustableAction { direction in
      switch direction {
      case .increment: if rating < 5 { rating += 1 }
      case .decrement: if rating > 1 { rating -= 1 }
      }
    }
  }
}

private struct StarRating: View {
  @State private var rating = 3

  var body: some View {
    StarRatingControl(rating: $rating)
    Text("\(rating) stars")
  }
}

private struct MailRows: View {
  @State private var log: [String] = []

  var body: some View {
    List {
      ForEach(["Invoice", "Lunch?"], id: \.self) { subject in
        Text(subject)
          .accessibilityAction(named: "Archive") { log.append("archived \(subject)") }
          .accessibilityAction(named: Text("Flag")) { log.append("flagged \(subject)") }
          .accessibilityAction { log.append("opened \(subject)") }
      }
      .onDelete { _ in }
      Text(log.joined(separator: ", "))
    }
  }
}

private struct OfferedActions: View {
  @State private var log = "none"

  var body: some View {
    VStack {
      Text("muted \(log)")
      Text("Lunch?")
        .accessibilityActions {
          Button("Mute") { log = "Lunch?" }
        }
    }
  }
}

/// Announcements to assistive apps reach the harness whose code posts them.
@MainActor
@Suite("Accessibility announcements", .viewProbe)
struct AccessibilityAnnouncementTests {
  @Test("SwiftUI's and UIKit's announcements are recorded in order; other notifications are not")
  func announcementsAreRecorded() throws {
    let harness = ParentHarness { AnnouncingEditor() }
    let other = ParentHarness { AnnouncingEditor() }
    try harness.find(button: "Save").tap()
    try harness.find(button: "Delete").tap()
    #expect(harness.accessibilityAnnouncements == ["Saved", "Deleted"])
    #expect(other.accessibilityAnnouncements.isEmpty)
  }
}

private struct AnnouncingEditor: View {
  var body: some View {
    VStack {
      Button("Save") {
        AccessibilityNotification.Announcement("Saved").post()
        AccessibilityNotification.ScreenChanged().post()
      }
      #if !os(iOS) && !os(tvOS) && !os(visionOS)
        Button("Delete") {
          UIAccessibility.post(notification: .announcement, argument: "Deleted")
          UIAccessibility.post(notification: .layoutChanged, argument: nil)
        }
      #endif
    }
  }
}

/// A reader that turns pages with VoiceOver's three-finger swipe.
private struct PagedReader: View {
  @State private var page = 1

  var body: some View {
    Text("Page \(page)")
      .accessibilityScrollAction { edge in
        switch edge {
        case .bottom: page += 1
        case .top: page = max(1, page - 1)
        default: break
        }
      }
    Text("Nothing here")
  }
}
