import Foundation
import UserNotifications

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// Where a tapped reminder leads, and what its actions did: the notification center's delegate.
@MainActor
@Observable
final class ReminderRouter: NSObject, UNUserNotificationCenterDelegate {
  var path: [String] = []
  var taken: [String] = []
  var shownInApp: [String] = []
  var notes: [String] = []

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, willPresent notification: UNNotification
  ) async -> UNNotificationPresentationOptions {
    let title = notification.request.content.title
    await MainActor.run { shownInApp.append(title) }
    return [.banner, .sound]
  }

  nonisolated func userNotificationCenter(
    _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse
  ) async {
    let medicine = response.notification.request.content.userInfo["medicine"] as? String ?? "?"
    let action = response.actionIdentifier
    let note = (response as? UNTextInputNotificationResponse)?.userText
    await MainActor.run {
      switch action {
      case "TAKEN": taken.append(medicine)
      case "NOTE": notes.append("\(medicine): \(note ?? "")")
      case UNNotificationDefaultActionIdentifier: path.append(medicine)
      default: break
      }
    }
  }
}

/// A pill reminder app: it schedules a daily reminder with "Taken" and "Add note" actions, opens
/// the medicine's page when the reminder is tapped, and marks it taken from the action.
struct PillReminders: View {
  @State private var router = ReminderRouter()

  var body: some View {
    NavigationStack(path: $router.path) {
      List {
        Button("Remind me about Vitamin D") { schedule("Vitamin D") }
        Section("Taken") {
          ForEach(router.taken, id: \.self) { Text("\($0) taken") }
        }
        ForEach(router.notes, id: \.self) { Text($0) }
        if !router.shownInApp.isEmpty {
          Text("Shown in app: \(router.shownInApp.joined(separator: ", "))")
        }
      }
      .navigationTitle("Pills")
      .navigationDestination(for: String.self) { medicine in
        Text("About \(medicine)")
      }
    }
    .onAppear {
      let center = UNUserNotificationCenter.current()
      center.delegate = router
      let taken = UNNotificationAction(identifier: "TAKEN", title: "Taken")
      let note = UNTextInputNotificationAction(
        identifier: "NOTE", title: "Add note", options: [.foreground],
        textInputButtonTitle: "Save", textInputPlaceholder: "How do you feel?")
      center.setNotificationCategories([
        UNNotificationCategory(
          identifier: "PILL", actions: [taken, note], intentIdentifiers: [])
      ])
    }
  }

  private func schedule(_ medicine: String) {
    let content = UNMutableNotificationContent()
    content.title = "Time for \(medicine)"
    content.categoryIdentifier = "PILL"
    content.userInfo = ["medicine": medicine]
    var components = DateComponents()
    components.hour = 8
    let request = UNNotificationRequest(
      identifier: "pill-\(medicine)", content: content,
      trigger: UNCalendarNotificationTrigger(dateMatching: components, repeats: true))
    Task {
      let center = UNUserNotificationCenter.current()
      guard (try? await center.requestAuthorization(options: [.alert, .sound])) == true else {
        return
      }
      try? await center.add(request)
    }
  }
}
