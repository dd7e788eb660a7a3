import EventKit
import EventKitUI
import Foundation

#if VIEWPROBE || !canImport(SwiftUI)
  import ViewProbe
#else
  import SwiftUI
#endif

#if canImport(UIKit) || !canImport(SwiftUI)
  #if canImport(UIKit)
    import UIKit
  #endif

  /// An event page with "Add to Calendar": the app asks for access, saves an event with an alarm
  /// and checks the calendar for clashes; or it lets the user edit the event in the system's
  /// editor, dismissed from its delegate.
  struct MeetupEvent {
    let title: String
    let start: Date
    let hours: Double
  }

  struct CalendarEditor: UIViewControllerRepresentable {
    let meetup: MeetupEvent
    @Environment(\.dismiss) private var dismiss

    func makeCoordinator() -> Coordinator {
      Coordinator(dismiss: dismiss)
    }

    func makeUIViewController(context: Context) -> EKEventEditViewController {
      let store = EKEventStore()
      let event = EKEvent(eventStore: store)
      event.title = meetup.title
      event.startDate = meetup.start
      event.endDate = meetup.start.addingTimeInterval(meetup.hours * 3600)
      let editor = EKEventEditViewController()
      editor.eventStore = store
      editor.event = event
      editor.editViewDelegate = context.coordinator
      return editor
    }

    func updateUIViewController(_ editor: EKEventEditViewController, context: Context) {}

    final class Coordinator: NSObject, EKEventEditViewDelegate {
      let dismiss: DismissAction

      init(dismiss: DismissAction) {
        self.dismiss = dismiss
      }

      func eventEditViewController(
        _ controller: EKEventEditViewController, didCompleteWith action: EKEventEditViewAction
      ) {
        if action == .saved, let event = controller.event {
          try? controller.eventStore.save(event, span: .thisEvent)
        }
        dismiss()
      }
    }
  }

  struct EventRSVP: View {
    let meetup: MeetupEvent
    @State private var status = "Not in your calendar"
    @State private var editing = false

    var body: some View {
      VStack(spacing: 12) {
        Text(meetup.title)
        Text(status)
        Button("Add to Calendar") {
          Task { await addToCalendar() }
        }
        Button("Edit in Calendar") { editing = true }
      }
      .sheet(isPresented: $editing) {
        CalendarEditor(meetup: meetup)
      }
    }

    private func addToCalendar() async {
      let store = EKEventStore()
      guard (try? await store.requestFullAccessToEvents()) == true else {
        status = "Calendar access denied"
        return
      }
      let end = meetup.start.addingTimeInterval(meetup.hours * 3600)
      let clashes = store.events(
        matching: store.predicateForEvents(withStart: meetup.start, end: end, calendars: nil))
      let event = EKEvent(eventStore: store)
      event.title = meetup.title
      event.startDate = meetup.start
      event.endDate = end
      event.calendar = store.defaultCalendarForNewEvents
      event.addAlarm(EKAlarm(relativeOffset: -3600))
      do {
        try store.save(event, span: .thisEvent)
        status = clashes.isEmpty ? "Added to Calendar" : "Added (clashes with \(clashes.count))"
      } catch {
        status = "Could not add: \(error.localizedDescription)"
      }
    }
  }
#endif
