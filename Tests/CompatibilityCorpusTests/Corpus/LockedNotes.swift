import Foundation
import LocalAuthentication
import UserNotifications

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

/// Notes behind Face ID, with a password fallback, and a daily reminder scheduled through the
/// notification center once the user allows it.
struct LockedNotes: View {
  @State private var isUnlocked = false
  @State private var problem: String?
  @State private var reminderScheduled = false

  var body: some View {
    VStack(spacing: 16) {
      if isUnlocked {
        Text("3 secret notes")
        Button(reminderScheduled ? "Reminder set" : "Remind me at 9") {
          scheduleReminder()
        }
        .disabled(reminderScheduled)
        Button("Lock") { isUnlocked = false }
      } else {
        Button("Unlock with Face ID", systemImage: "faceid") { authenticate() }
        if let problem {
          Text(problem)
            .foregroundStyle(.secondary)
          Button("Use password") { isUnlocked = true }
        }
      }
    }
    .padding()
  }

  private func authenticate() {
    let context = LAContext()
    var error: NSError?
    if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &error) {
      context.evaluatePolicy(
        .deviceOwnerAuthenticationWithBiometrics, localizedReason: "Unlock your notes"
      ) { success, _ in
        Task { @MainActor in
          if success { isUnlocked = true } else { problem = "Face ID failed" }
        }
      }
    } else {
      problem = "Face ID is not available"
    }
  }

  private func scheduleReminder() {
    let center = UNUserNotificationCenter.current()
    let addRequest: @Sendable () -> Void = {
      let content = UNMutableNotificationContent()
      content.title = "Review your notes"
      content.sound = UNNotificationSound.default
      var components = DateComponents()
      components.hour = 9
      let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
      center.add(
        UNNotificationRequest(identifier: "locked-notes-review", content: content, trigger: trigger)
      )
    }
    center.getNotificationSettings { settings in
      if settings.authorizationStatus == .authorized {
        addRequest()
      } else {
        center.requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
          if granted { addRequest() }
        }
      }
    }
    reminderScheduled = true
  }
}
