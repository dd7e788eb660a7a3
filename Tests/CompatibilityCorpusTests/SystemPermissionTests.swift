#if !canImport(Darwin)
  import AVFoundation
  import CoreLocation
  import Foundation
  import LocalAuthentication
  import Speech
  import Testing
  import UserNotifications
  import ViewProbe

  /// Each harness is a device of its own: what its user answers when the app asks for a
  /// permission, its audio session, its biometrics and its scheduled notifications. Tests running
  /// in parallel never see each other's, and a completion handler the system runs on another
  /// queue is waited for by `settle()`.
  @MainActor
  @Suite("System permissions and devices, per harness", .viewProbe)
  struct SystemPermissionTests {
    @Test("Face ID enrolled: the prompt shows the app's reason and the user's answer unlocks")
    func faceIDUnlocks() async throws {
      let harness = ParentHarness { LockedNotes() }
      harness.setDeviceAuthentication(biometry: .faceID)
      try harness.find(button: "Unlock with Face ID").tap()
      await harness.settle()
      #expect(harness.texts.contains("3 secret notes"))
      #expect(harness.authenticationPrompts == ["Unlock your notes"])
    }

    @Test("the user cancels the prompt: the app hears the failure")
    func faceIDCancelled() async throws {
      let harness = ParentHarness { LockedNotes() }
      harness.setDeviceAuthentication(biometry: .faceID)
      harness.setAuthenticationOutcome(.failure(.userCancel))
      try harness.find(button: "Unlock with Face ID").tap()
      await harness.settle()
      #expect(harness.texts.contains("Face ID failed"))
      #expect(!harness.texts.contains("3 secret notes"))
    }

    @Test("biometrics not enrolled, or no passcode: canEvaluatePolicy says why, nothing prompts")
    func biometricsRefused() async throws {
      let harness = ParentHarness { BiometryProbe() }
      try harness.find(button: "Check").tap()
      #expect(harness.texts.contains("none: biometryNotAvailable"))
      harness.setDeviceAuthentication(biometry: .touchID, enrolled: false)
      try harness.find(button: "Check").tap()
      #expect(harness.texts.contains("touchID: biometryNotEnrolled"))
      harness.setDeviceAuthentication(biometry: .faceID, passcode: false)
      try harness.find(button: "Check").tap()
      #expect(harness.texts.contains("faceID: passcodeNotSet"))
      harness.setDeviceAuthentication(biometry: .faceID)
      try harness.find(button: "Check").tap()
      #expect(harness.texts.contains("faceID: can evaluate"))
      #expect(harness.authenticationPrompts.isEmpty)
    }

    @Test("an empty reason is recorded: LocalAuthentication raises an exception for it on a device")
    func emptyReasonIsRecorded() async throws {
      let harness = ParentHarness { BiometryProbe() }
      harness.setDeviceAuthentication(biometry: .faceID)
      try withKnownIssue {
        try harness.find(button: "Evaluate without a reason").tap()
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("given an empty localizedReason") }
      }
    }

    @Test("two harnesses are two devices: one user allows notifications, the other refuses")
    func notificationsPerHarness() async throws {
      let allowing = ParentHarness { LockedNotes() }
      let refusing = ParentHarness { LockedNotes() }
      refusing.setNotificationPermission(.denied)
      for harness in [allowing, refusing] {
        try harness.find(button: "Unlock with Face ID").tap()
        try harness.find(button: "Use password").tap()
        try harness.find(button: "Remind me at 9").tap()
        await harness.settle()
      }
      #expect(allowing.pendingNotificationRequests.map(\.identifier) == ["locked-notes-review"])
      #expect(refusing.pendingNotificationRequests.isEmpty)
    }

    @Test("a permission answered in an earlier run: the app has it without asking")
    func answeredBefore() async throws {
      let harness = ParentHarness { PermissionsProbe() }
      try harness.find(button: "Read").tap()
      await harness.settle()
      #expect(harness.texts.contains("notifications notDetermined, speech notDetermined"))
      harness.setNotificationPermission(.denied, answeredBefore: true)
      harness.setSpeechRecognitionPermission(.authorized, answeredBefore: true)
      try harness.find(button: "Read").tap()
      await harness.settle()
      #expect(harness.texts.contains("notifications denied, speech authorized"))
    }

    @Test("speech recognition refused: a recognition task ends with an error")
    func speechRefused() async throws {
      let harness = ParentHarness { PermissionsProbe() }
      harness.setSpeechRecognitionPermission(.denied)
      harness.setRecordPermission(.denied)
      try harness.find(button: "Ask").tap()
      await harness.settle()
      #expect(harness.texts.contains("speech denied, record false"))
      try harness.find(button: "Transcribe").tap()
      await harness.settle()
      #expect(
        harness.texts.contains { $0.hasPrefix("error: Speech recognition is not authorized") })
    }

    @Test("the microphone refused: the app hears silence, whatever the test says")
    func microphoneRefused() async throws {
      let harness = ParentHarness { PermissionsProbe() }
      harness.setSpeechRecognitionPermission(.authorized, answeredBefore: true)
      try harness.find(button: "Transcribe").tap()
      harness.speak("hello")
      #expect(harness.texts.contains("hello"))
      let refused = ParentHarness { PermissionsProbe() }
      refused.setSpeechRecognitionPermission(.authorized, answeredBefore: true)
      refused.setRecordPermission(.denied, answeredBefore: true)
      try refused.find(button: "Transcribe").tap()
      refused.speak("hello")
      #expect(!refused.texts.contains("hello"))
    }

    @Test("a geocoder the location delegate makes in its callback knows the harness's places")
    func geocoderMadeInADelegateCallback() async throws {
      let harness = ParentHarness { CityLabel() }
      harness.addPlace(
        CLPlacemark(
          location: CLLocation(latitude: 59.91, longitude: 10.75), name: "Rådhuset",
          locality: "Oslo", country: "Norway"))
      try harness.find(button: "Where am I?").tap()
      harness.moveDevice(to: CLLocationCoordinate2D(latitude: 59.912, longitude: 10.751))
      await harness.settle()
      #expect(harness.texts.first == "Oslo")
      // Asked again where the device already is: the manager calls its delegate later, on the
      // main queue, and the geocoder made there is still this harness's.
      try harness.find(button: "Where am I?").tap()
      #expect(harness.texts.first == "…")
      await harness.settle()
      #expect(harness.texts.first == "Oslo")
    }

    @Test("the audio session is the harness's: a category one test sets, another never sees")
    func audioSessionPerHarness() throws {
      let playing = ParentHarness { PermissionsProbe() }
      let quiet = ParentHarness { Text("quiet") }
      try playing.find(button: "Play").tap()
      #expect(playing.audioSession.category == .playback)
      #expect(playing.audioSession.isActive)
      #expect(quiet.audioSession.category == .soloAmbient)
      #expect(!quiet.audioSession.isActive)
    }
  }

  /// Names the city the device is in: its location delegate makes a geocoder for each location,
  /// as apps that name the user's city do.
  private final class CityLocator: NSObject, CLLocationManagerDelegate, @unchecked Sendable {
    private let manager = CLLocationManager()
    let named: @MainActor (String) -> Void

    init(named: @escaping @MainActor (String) -> Void) {
      self.named = named
      super.init()
      manager.delegate = self
    }

    func start() {
      manager.requestWhenInUseAuthorization()
      manager.requestLocation()
    }

    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {
      guard let location = locations.last else { return }
      CLGeocoder().reverseGeocodeLocation(location) { places, _ in
        let city = places?.first?.locality ?? "unknown"
        MainActor.assumeIsolated { self.named(city) }
      }
    }

    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
  }

  private struct CityLabel: View {
    @State private var city = "…"
    @State private var locator: CityLocator?

    var body: some View {
      Text(city)
      Button("Where am I?") {
        city = "…"
        let locator = CityLocator { city = $0 }
        self.locator = locator
        locator.start()
      }
    }
  }

  /// Says whether the device can evaluate the biometric policy, and why not.
  private struct BiometryProbe: View {
    @State private var answer = ""

    var body: some View {
      VStack {
        Text(answer)
        Button("Check") {
          let context = LAContext()
          var error: NSError?
          let can = context.canEvaluatePolicy(
            .deviceOwnerAuthenticationWithBiometrics, error: &error)
          let why = error.flatMap { LAError.Code(rawValue: $0.code) }.map { "\($0)" } ?? ""
          answer = "\(context.biometryType): \(can ? "can evaluate" : why)"
        }
        Button("Evaluate without a reason") {
          LAContext().evaluatePolicy(.deviceOwnerAuthentication, localizedReason: "") { _, _ in }
        }
      }
    }
  }

  /// Reads and asks for permissions, transcribes, and plays.
  private struct PermissionsProbe: View {
    @State private var status = ""
    @State private var transcript = ""
    @State private var engine = AVAudioEngine()

    var body: some View {
      VStack {
        Text(status)
        Text(transcript)
        Button("Read") {
          Task {
            let settings = await UNUserNotificationCenter.current().notificationSettings()
            let speech = SFSpeechRecognizer.authorizationStatus()
            status = "notifications \(settings.authorizationStatus), speech \(speech)"
          }
        }
        Button("Ask") {
          SFSpeechRecognizer.requestAuthorization { speech in
            AVAudioApplication.requestRecordPermission { granted in
              Task { @MainActor in status = "speech \(speech), record \(granted)" }
            }
          }
        }
        Button("Transcribe") {
          let request = SFSpeechAudioBufferRecognitionRequest()
          engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: nil) { buffer, _ in
            request.append(buffer)
          }
          try? engine.start()
          _ = SFSpeechRecognizer()?.recognitionTask(with: request) { result, error in
            transcript =
              error.map { "error: \($0.localizedDescription)" }
              ?? result?.bestTranscription.formattedString ?? ""
          }
        }
        Button("Play") {
          let session = AVAudioSession.sharedInstance()
          try? session.setCategory(.playback)
          try? session.setActive(true)
        }
      }
    }
  }
#endif
