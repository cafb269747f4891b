package loadlab.lab.settings;

import static loadlab.gatling.support.GivenSettings.settings;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import loadlab.lab.launch.BaseUrl;
import loadlab.record.PlanSettings;
import loadlab.record.RunRecord;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class LabSettingsTest {

    @Test
    void quickIsTheDefaultProfile() {
        assertThat(settings().profile()).isEqualTo(Profile.QUICK);
        assertThat(settings("profile", "  ").profile()).isEqualTo(Profile.QUICK);
    }

    @Test
    void profileNameIsCaseInsensitive() {
        assertThat(settings("profile", "Smoke").profile()).isEqualTo(Profile.SMOKE);
    }

    @Test
    void rejectsUnknownProfileNamingTheChoices() {
        assertThatThrownBy(() -> settings("profile", "huge"))
                .hasMessageContaining("smoke, quick, seed or stress")
                .hasMessageContaining("huge");
    }

    @ParameterizedTest
    @EnumSource(Profile.class)
    void everyProfileDefinesAValidPlanForEveryExperiment(Profile profile) {
        LabSettings settings = settings("profile", profile.id());
        assertThat(settings.transports().transports()).containsExactly(Transport.AJAX, Transport.WS, Transport.FRESH_WS);
        assertThat(settings.transports().framing()).isEqualTo(Framing.PLAIN);
        assertThat(settings.insert().steps()).isNotEmpty();
        assertThat(settings.hello().variants()).startsWith(HelloVariant.CLOSED_CLOSE);
        assertThat(settings.connections().connections()).isPositive();
        assertThat(settings.serverStartTimeout()).isEqualTo(Duration.ofSeconds(60));
    }

    @Test
    void suiteStartedServerGetsA256MebibyteHeapExceptUnderStress() {
        assertThat(settings("profile", "quick").serverHeap(0).xmx()).isEqualTo("256m");
        assertThat(settings("profile", "smoke").serverHeap(0).xmx()).isEqualTo("256m");
        assertThat(settings("profile", "stress").serverHeap(0).xmx()).isEqualTo("1024m");
        assertThat(settings("serverHeap", "512m").serverHeap(0).xmx()).isEqualTo("512m");
        assertThatThrownBy(() -> settings("serverHeap", "lots").serverHeap(0))
                .hasMessageContaining("-DserverHeap").hasMessageContaining("lots");
    }

    @Test
    void theServersCostComesFromItsProcessesOrItsMetricsAtItsPrometheusPathUnlessToldOtherwise() {
        BaseUrl target = BaseUrl.parse("http://10.0.0.5:8080");

        assertThat(settings("profile", "smoke").serverMetrics()).isEqualTo(ServerMetrics.AUTO);
        assertThat(settings("serverMetrics", "Both").serverMetrics()).isEqualTo(ServerMetrics.BOTH);
        assertThat(settings("profile", "smoke").metricsUrl(target)).hasToString("http://10.0.0.5:8080/prometheus");
        assertThat(settings("metricsUrl", "http://10.0.0.5:9100/metrics").metricsUrl(target))
                .hasToString("http://10.0.0.5:9100/metrics");
        assertThatThrownBy(() -> settings("metricsUrl", "10.0.0.5:9100").metricsUrl(target))
                .hasMessageContaining("-DmetricsUrl");
        assertThatThrownBy(() -> settings("serverMetrics", "sometimes").serverMetrics())
                .hasMessageContaining("serverMetrics");
    }

    @Test
    void pagesPauseAfterEachAnswerAndInTheQuickAndSeedProfilesAlsoRunOnASchedule() {
        assertThat(settings("profile", "smoke").transports().pages()).noneMatch(Page::scheduled);
        TransportsPlan quick = settings("profile", "quick").transports();
        assertThat(quick.pages()).extracting(Page::name).containsExactly("AJAX x10", "WS x10", "Fresh WS x10",
                "Scheduled AJAX x10", "Scheduled WS x10", "Scheduled Fresh WS x10", "AJAX x100", "WS x100",
                "Fresh WS x100", "Scheduled AJAX x100", "Scheduled WS x100", "Scheduled Fresh WS x100");
        assertThat(settings("profile", "seed").transports().cadences()).containsExactly(Cadence.PAUSE, Cadence.SCHEDULE);
        assertThatThrownBy(() -> settings("thinkAs", "pause,pause").transports()).hasMessageContaining("each once");
        assertThatThrownBy(() -> settings("thinkAs", "poisson").transports()).hasMessageContaining("thinkAs");
    }

    @Test
    void seedProfileHasTheOriginalSizes() {
        LabSettings seed = settings("profile", "seed");
        assertThat(seed.transports().exchanges()).containsExactly(10, 100, 250, 500);
        assertThat(seed.transports().think()).isEqualTo(Duration.ofMillis(500));
        assertThat(seed.transports().size()).isEqualTo(4096);
        assertThat(seed.insert().steps()).containsExactly(10, 100, 1000, 5000, 10000);
        assertThat(seed.hello().requests()).isEqualTo(500_000);
        assertThat(seed.hello().concurrency()).isEqualTo(100);
        assertThat(seed.hello().variants()).containsExactly(HelloVariant.CLOSED_CLOSE, HelloVariant.OPEN_CLOSE);
        assertThat(seed.hello().steps()).extracting(HelloStep::id).containsExactly("closed-close",
                "open-close-r1000", "open-close-r2000", "open-close-r4000");
    }

    @Test
    void stressProfileHoldsTenThousandSocketsAndInsertsAtTenThousandClients() {
        LabSettings stress = settings("profile", "stress");
        ConnectionsPlan held = stress.connections();
        assertThat(held.connections()).isEqualTo(10_000);
        assertThat(held.ramp()).isEqualTo(Duration.ofSeconds(30));
        assertThat(held.totalExchanges()).isEqualTo(100_000);
        assertThat(held.think()).isEqualTo(Duration.ofSeconds(5));
        assertThat(held.size()).isEqualTo(4096);
        assertThat(stress.insert().steps()).containsExactly(10, 100, 1000, 10000);
    }

    @Test
    void smokeProfileKeepsTheHeldSocketsSmall() {
        ConnectionsPlan held = settings("profile", "smoke").connections();
        assertThat(held.connections()).isEqualTo(200);
        assertThat(held.exchanges()).isEqualTo(3);
    }

    @Test
    void connectionsKnobsAreRead() {
        ConnectionsPlan held = settings("connections", "50", "connectRampSeconds", "2", "heldExchanges", "4",
                "heldThinkMs", "1000", "size", "16", "connections.p99Ms", "70").connections();
        assertThat(held).isEqualTo(new ConnectionsPlan(50, Duration.ofSeconds(2), 4, Duration.ofSeconds(1), 16, 70));
    }

    @Test
    void systemPropertyOverridesTheProfile() {
        TransportsPlan plan = settings("profile", "seed", "exchanges", "5, 50", "thinkMs", "0",
                "jsonp", "TRUE", "transports", "fresh,ajax").transports();
        assertThat(plan.exchanges()).containsExactly(5, 50);
        assertThat(plan.think()).isEqualTo(Duration.ZERO);
        assertThat(plan.jsonp()).isTrue();
        assertThat(plan.transports()).containsExactly(Transport.FRESH_WS, Transport.AJAX);
        assertThat(plan.users()).isEqualTo(1);
    }

    @Test
    void blankPropertyFallsBackToTheProfile() {
        assertThat(settings("profile", "smoke", "users", "").transports().users()).isEqualTo(2);
    }

    @Test
    void insertStepsSendAFixedNumberOfRequestsByDefault() {
        InsertPlan seed = settings("profile", "seed").insert();
        assertThat(seed.budgeted()).isTrue();
        assertThat(seed.requestsPerStep()).isEqualTo(100_000);
        assertThat(seed.plannedDocuments()).as("5 closed steps of 100 000, open steps 250-2000/s for 30 s each")
                .isEqualTo(500_000 + (250 + 500 + 1000 + 2000) * 30);
        assertThat(settings("requestsPerStep", "7", "steps", "1,2,3", "insertModels", "closed").insert()
                .plannedDocuments()).isEqualTo(21);
    }

    @Test
    void requestsPerStepAndStepSecondsTogetherAreRefused() {
        assertThatThrownBy(() -> settings("requestsPerStep", "10", "stepSeconds", "5").insert())
                .hasMessageContaining("-DrequestsPerStep").hasMessageContaining("-DstepSeconds");
    }

    @Test
    void serverHeapMakesRoomForThePlannedDocuments() {
        ServerHeap heap = settings("profile", "seed").serverHeap(500_000);
        // 256 MiB + 500 000 x 750 B x 1.25 = 256 MiB + 468.75 MB, rounded up to whole MiB.
        assertThat(heap.xmx()).isEqualTo((256L * 1024 * 1024 + 468_750_000L + 1024 * 1024 - 1) / (1024 * 1024) + "m");
        assertThat(heap.serverProperties()).containsExactly(
                "-Dlab.store.capacity.heap-reserve=" + 256L * 1024 * 1024,
                "-Dlab.store.capacity.document-bytes=" + ServerHeap.DOCUMENT_BYTES);
    }

    @Test
    void insertAndHelloKnobsAreRead() {
        LabSettings settings = settings("steps", "1,2", "stepSeconds", "3", "rampSeconds", "0",
                "keepAlive", "true", "model", "open", "rate", "12,25", "durationSeconds", "7",
                "concurrency", "4", "requests", "40", "insertModels", "open,closed", "insertRates", "30,60",
                "insertRateSeconds", "4");
        assertThat(settings.insert())
                .isEqualTo(InsertPlan.timeBoxed(List.of(1, 2), Duration.ofSeconds(3), Duration.ZERO, true, 10000)
                        .withOpenSteps(List.of(LoadModel.OPEN, LoadModel.CLOSED), List.of(30, 60), Duration.ofSeconds(4)));
        assertThatThrownBy(() -> settings("insertModels", "poisson").insert()).hasMessageContaining("insertModels");
        HelloPlan hello = settings.hello();
        assertThat(hello.variants()).containsExactly(HelloVariant.OPEN_KEEPALIVE);
        assertThat(hello.rates()).containsExactly(12, 25);
        assertThat(hello.steps()).extracting(HelloStep::id).containsExactly("open-keepalive-r12", "open-keepalive-r25");
        assertThat(hello.duration()).isEqualTo(Duration.ofSeconds(7));
        assertThat(hello.concurrency()).isEqualTo(4);
        assertThat(hello.requests()).isEqualTo(40);
    }

    @Test
    void helloVariantsDefaultToTheProfilesList() {
        assertThat(settings("profile", "smoke").hello().variants())
                .containsExactly(HelloVariant.CLOSED_CLOSE, HelloVariant.CLOSED_KEEPALIVE);
        assertThat(settings("profile", "quick").hello().variants()).containsExactly(
                HelloVariant.CLOSED_CLOSE, HelloVariant.CLOSED_KEEPALIVE, HelloVariant.OPEN_CLOSE);
        assertThat(settings("profile", "stress").hello().variants())
                .isEqualTo(settings("profile", "quick").hello().variants());
        assertThat(settings("profile", "seed").hello().variants())
                .containsExactly(HelloVariant.CLOSED_CLOSE, HelloVariant.OPEN_CLOSE);
        assertThat(settings("profile", "quick").hello().rates()).as("the open variant at several rates")
                .containsExactly(500, 1000, 2000);
    }

    @Test
    void helloVariantsKnobIsReadInOrder() {
        assertThat(settings("helloVariants", " open-keepalive , Closed-Close").hello().variants())
                .containsExactly(HelloVariant.OPEN_KEEPALIVE, HelloVariant.CLOSED_CLOSE);
    }

    @Test
    void explicitKeepAliveOrModelWithoutHelloVariantsRunsExactlyThatVariant() {
        assertThat(settings("profile", "smoke", "keepAlive", "true").hello().variants())
                .containsExactly(HelloVariant.CLOSED_KEEPALIVE);
        assertThat(settings("model", "open").hello().variants()).containsExactly(HelloVariant.OPEN_CLOSE);
        assertThat(settings("keepAlive", "true").knobs()).containsEntry("helloVariants", "closed-keepalive");
    }

    @Test
    void explicitHelloVariantsWinOverKeepAliveAndModel() {
        assertThat(settings("keepAlive", "true", "model", "open", "helloVariants", "closed-close").hello().variants())
                .containsExactly(HelloVariant.CLOSED_CLOSE);
    }

    @Test
    void rejectsUnknownEmptyOrRepeatedHelloVariants() {
        assertThatThrownBy(() -> settings("helloVariants", "closed-fast").hello())
                .hasMessageContaining("closed-close, closed-keepalive, open-close, open-keepalive")
                .hasMessageContaining("'closed-fast'");
        assertThatThrownBy(() -> settings("helloVariants", " , ").hello()).hasMessageContaining("at least one");
        assertThatThrownBy(() -> settings("helloVariants", "open-close,open-close").hello())
                .hasMessageContaining("twice");
    }

    @Test
    void percentileBoundPrefersExperimentKnobThenCommonKnobThenProfile() {
        assertThat(settings("profile", "smoke").insert().p99Ms()).isEqualTo(5000);
        assertThat(settings("p99Ms", "300").insert().p99Ms()).isEqualTo(300);
        assertThat(settings("p99Ms", "300").connections().p99Ms()).isEqualTo(300);
        LabSettings both = settings("p99Ms", "300", "hello.p99Ms", "40");
        assertThat(both.hello().p99Ms()).isEqualTo(40);
        assertThat(both.transports().p99Ms()).isEqualTo(300);
    }

    @Test
    void rejectsNonNumericValueNamingTheKnob() {
        assertThatThrownBy(() -> settings("users", "many").transports())
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("-Dusers must be an integer, got 'many'");
        assertThatThrownBy(() -> settings("exchanges", "10,x").transports())
                .hasMessageContaining("-Dexchanges");
    }

    @Test
    void rejectsOutOfRangeValues() {
        assertThatThrownBy(() -> settings("users", "0").transports())
                .hasMessageContaining("-Dusers must be positive");
        assertThatThrownBy(() -> settings("size", "1048577").transports()).hasMessageContaining("-Dsize");
        assertThatThrownBy(() -> settings("steps", " , ").insert()).hasMessageContaining("-Dsteps");
        assertThatThrownBy(() -> settings("concurrency", "10", "requests", "5").hello())
                .hasMessageContaining("-Drequests");
        assertThatThrownBy(() -> settings("keepAlive", "yes").hello()).hasMessageContaining("true or false");
        assertThatThrownBy(() -> settings("model", "both").hello()).hasMessageContaining("closed or open");
    }

    @Test
    void noBaseUrlMeansStartTheReferenceServer() {
        assertThat(settings().baseUrl()).isEmpty();
        assertThat(settings("baseUrl", " ").baseUrl()).isEmpty();
        assertThat(settings("baseUrl", "http://10.0.0.5:3000/").baseUrl())
                .hasValueSatisfying(url -> assertThat(url.http()).isEqualTo("http://10.0.0.5:3000"));
    }

    @Test
    void theRunTableShowsOnlyTheKnobsGivenThatDifferFromTheProfile() {
        Map<String, String> knobs = settings("profile", "smoke", "users", "2", "thinkMs", "250", "target", "node").knobs();

        // users=2 is smoke's own default: given, but no difference to show.
        assertThat(knobs).containsEntry(RunRecord.GIVEN_SETTINGS, "target,thinkMs");
    }

    @Test
    void rootComesFromLabRootNormalized() {
        Path root = Path.of("/srv/lab/gatling/..").toAbsolutePath();
        assertThat(settings("lab.root", root.toString()).root()).isEqualTo(root.normalize());
        assertThat(settings().root()).isEqualTo(Path.of("").toAbsolutePath());
    }

    @Test
    void knobsRecordEveryKnobWithTheValueThisRunUses() {
        Map<String, String> knobs = settings("profile", "smoke", "users", "7").knobs();

        assertThat(knobs).containsEntry("profile", "smoke")
                .containsEntry("users", "7")
                .containsEntry(RunRecord.GIVEN_SETTINGS, "users")
                .containsEntry("exchanges", "10")
                .containsEntry("keepAlive", "false")
                .containsEntry("helloVariants", "closed-close,closed-keepalive")
                .containsEntry("baseUrl", "");
        assertThat(knobs.keySet()).containsAll(List.of("steps", "stepSeconds", "requestsPerStep", "concurrency", "requests",
                "rate", "model", "thinkMs", "size", "hello.p99Ms", "connections", "connectRampSeconds",
                "heldExchanges", "heldThinkMs", "connections.p99Ms"));
    }

    @Test
    void socketIoFramingRunsTheSocketIoWebSocketsByDefault() {
        TransportsPlan plan = settings("framing", " SocketIO ").transports();
        assertThat(plan.framing()).isEqualTo(Framing.SOCKETIO);
        assertThat(plan.transports()).containsExactly(Transport.SIO_WS, Transport.FRESH_SIO_WS);
        assertThat(plan.socketIo()).isEqualTo(new SocketIoPlan("/socket.io/", "send_me_data", "you_have_data", "/fresh"));
    }

    @Test
    void socketIoFramingRunsAjaxOnlyWhenAsked() {
        assertThat(settings("framing", "socketio", "transports", "fresh,ajax").transports().transports())
                .containsExactly(Transport.FRESH_SIO_WS, Transport.AJAX);
    }

    @Test
    void socketIoKnobsAreRead() {
        SocketIoPlan socketIo = settings("socketio.path", "/io/", "socketio.requestEvent", "ask",
                "socketio.responseEvent", "answer", "socketio.freshNamespace", "/").socketIo();
        assertThat(socketIo).isEqualTo(new SocketIoPlan("/io/", "ask", "answer", "/"));
    }

    @Test
    void rejectsUnknownFramingNamingTheChoices() {
        assertThatThrownBy(() -> settings("framing", "sockjs").transports())
                .hasMessage("-Dframing must be plain or socketio, got 'sockjs'");
    }

    @Test
    void rejectsABadSocketIoKnobNamingIt() {
        assertThatThrownBy(() -> settings("framing", "socketio", "socketio.path", "socket.io").transports())
                .hasMessageContaining("-Dsocketio.path");
    }

    @Test
    void knobsRecordTheFramingAndTheTransportsItRuns() {
        assertThat(settings().knobs()).containsEntry("framing", "plain")
                .containsEntry("transports", "ajax,ws,fresh")
                .containsEntry("socketio.path", "/socket.io/");
        assertThat(settings("framing", "socketio", "socketio.freshNamespace", "/f").knobs())
                .containsEntry("framing", "socketio")
                .containsEntry("transports", "ws,fresh")
                .containsEntry("socketio.requestEvent", "send_me_data")
                .containsEntry("socketio.responseEvent", "you_have_data")
                .containsEntry("socketio.freshNamespace", "/f");
        assertThat(settings("framing", "nonsense").knobs()).containsEntry("framing", "nonsense");
    }

    @Test
    void injectorsSplitEveryPlanIntoThisInjectorsShare() {
        LabSettings second = settings("profile", "smoke", "injectors", "2", "injector", "1");
        assertThat(second.split()).isEqualTo(new Split(2, 1));
        assertThat(second.hello().requests()).isEqualTo(10_000);
        assertThat(second.hello().concurrency()).isEqualTo(5);
        assertThat(second.transports().users()).isEqualTo(1);
        assertThat(second.connections().connections()).isEqualTo(100);
        assertThat(second.insert().requestsAt(100)).isEqualTo(2500);
        assertThat(second.insert().steps()).containsExactly(10, 100);
        assertThat(second.knobs()).containsEntry("injectors", "2").containsEntry("injector", "1");
    }

    @Test
    void withoutInjectorTheIndexComesFromTheIndexedJob() {
        Map<String, String> env = Map.of(LabSettings.JOB_COMPLETION_INDEX, "2");
        LabSettings pod = LabSettings.of(Map.of("injectors", "3")::get, env::get);
        assertThat(pod.split()).isEqualTo(new Split(3, 2));
        LabSettings given = LabSettings.of(Map.of("injectors", "3", "injector", "0")::get, env::get);
        assertThat(given.split()).isEqualTo(new Split(3, 0));
    }

    @Test
    void severalInjectorsNeedThisOnesNumber() {
        assertThatThrownBy(() -> settings("injectors", "2").split())
                .hasMessageContaining("-Dinjector=0..1 or JOB_COMPLETION_INDEX");
    }

    @Test
    void oneInjectorIsTheDefaultAndRunsTheWholePlan() {
        LabSettings one = settings("profile", "smoke");
        assertThat(one.split()).isEqualTo(Split.WHOLE);
        assertThat(one.hello()).isEqualTo(settings("profile", "smoke", "injectors", "1").hello());
        assertThat(one.knobs()).containsEntry("injectors", "1").containsEntry("injector", "0");
    }

    @Test
    void startAtIsAnIsoInstant() {
        assertThat(settings().startAt()).isEmpty();
        assertThat(settings("startAt", "2026-12-01T16:00:00Z").startAt())
                .contains(java.time.Instant.parse("2026-12-01T16:00:00Z"));
        assertThatThrownBy(() -> settings("startAt", "16:00").startAt()).hasMessageContaining("ISO-8601 instant");
    }

    @Test
    void resultsGoUnderTheRootUnlessGiven() {
        assertThat(settings("lab.root", "/lab").results()).isEqualTo(Path.of("/lab/reports"));
        assertThat(settings("lab.root", "/lab", "lab.results", "/elsewhere/runs").results())
                .isEqualTo(Path.of("/elsewhere/runs"));
        assertThatThrownBy(() -> settings("lab.root", "/lab", "lab.results", "target/runs").results())
                .as("Maven and the lab would resolve it against different folders")
                .hasMessageContaining("is relative").hasMessageContaining("-Dlab.results=$PWD/target/runs");
    }

    @Test
    void repeatsRunEachPopulationOnceUnlessTheSeedProfileOrTheKnobSaysMore() {
        assertThat(settings().repeats()).isEqualTo(1);
        assertThat(settings("profile", "seed").repeats()).isEqualTo(3);
        assertThat(settings("profile", "smoke", "repeats", "5").repeats()).isEqualTo(5);
        assertThat(settings("repeats", "2").knobs()).containsEntry("repeats", "2");
        assertThatThrownBy(() -> settings("repeats", "0").repeats()).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void theReferenceServerIsTheDefaultTargetAndAServerAtBaseUrlIsExternal() {
        assertThat(settings().targetName()).isEqualTo("reference");
        assertThat(settings("baseUrl", "http://127.0.0.1:3000").targetName()).isEqualTo("external");
        assertThat(settings("baseUrl", "http://iis.example:80", "target", "IIS").targetName()).isEqualTo("iis");
    }

    @Test
    void refusesATargetNameThatCannotNameARun() {
        assertThatThrownBy(() -> settings("target", "my server").targetName()).hasMessageContaining("lower case letters");
    }

    @Test
    void aSetNamesItsTargetsInOrder() {
        assertThat(settings("targets", "reference, Node ,node-cluster").targetSet()).extracting(TargetChoice::name)
                .containsExactly("reference", "node", "node-cluster");
        assertThat(settings("target", "nginx").targetSet()).extracting(TargetChoice::name).containsExactly("nginx");
    }

    @Test
    void aSetTakesAServerRunningElsewhereByNameAndUrl() {
        List<TargetChoice> set = settings("targets", "reference,iis=http://iis.example:80/").targetSet();

        assertThat(set.get(0).baseUrl()).isEmpty();
        assertThat(set.get(1).name()).isEqualTo("iis");
        assertThat(set.get(1).baseUrl()).contains(BaseUrl.parse("http://iis.example:80"));
        assertThat(settings("baseUrl", "http://127.0.0.1:3000", "target", "mine").targetSet())
                .containsExactly(new TargetChoice("mine", Optional.of(BaseUrl.parse("http://127.0.0.1:3000"))));
    }

    @Test
    void aSetRefusesBaseUrlTargetAndRepeats() {
        assertThatThrownBy(() -> settings("targets", "node", "target", "node").targetSet())
                .hasMessageContaining("not both");
        assertThatThrownBy(() -> settings("targets", "node", "baseUrl", "http://127.0.0.1:1").targetSet())
                .hasMessageContaining("no -DbaseUrl");
        assertThatThrownBy(() -> settings("targets", "node,node").targetSet()).hasMessageContaining("twice");
    }

    @Test
    void everyRunRecordsItsTarget() {
        assertThat(settings("target", "node").knobs()).containsEntry(RunRecord.TARGET_SETTING, "node");
        assertThat(settings().knobs()).containsEntry(RunRecord.TARGET_SETTING, "reference");
    }

    @Test
    void twoInjectorsOfOneSetRecordTheSamePlanAndDifferOnlyInTheirOwnSettings() {
        Map<String, String> first = settings("profile", "smoke", "injectors", "2", "injector", "0",
                "startAt", "2026-12-01T16:00:00Z", "lab.results", "/runs/injector-0").knobs();
        Map<String, String> second = settings("profile", "smoke", "injectors", "2", "injector", "1",
                "startAt", "2026-12-01T16:00:00Z", "lab.results", "/runs/injector-1", "serverStartSeconds", "90")
                .knobs();
        Map<String, String> indexed = LabSettings.of(Map.of("profile", "smoke", "injectors", "2")::get,
                Map.of(LabSettings.JOB_COMPLETION_INDEX, "1")::get).knobs();

        assertThat(first).containsEntry(PlanSettings.INJECTORS, "2").containsEntry(PlanSettings.INJECTOR, "0");
        assertThat(PlanSettings.of(first)).isEqualTo(PlanSettings.of(indexed)).containsEntry(PlanSettings.INJECTORS, "2")
                .doesNotContainKeys(PlanSettings.INJECTOR, PlanSettings.START_AT, RunRecord.GIVEN_SETTINGS);
        assertThat(second).containsEntry("serverStartSeconds", "90");
        assertThat(PlanSettings.of(second)).isEqualTo(PlanSettings.of(first));
        assertThat(PlanSettings.of(settings("profile", "smoke", "injectors", "2", "requestsPerStep", "100").knobs()))
                .isNotEqualTo(PlanSettings.of(first));
    }

    @Test
    void everySettingAnInjectorKeepsForItselfIsAKnob() {
        assertThat(PlanSettings.PER_INJECTOR).allSatisfy(name -> assertThat(
                name.equals(RunRecord.GIVEN_SETTINGS) || Knob.find(name).isPresent()).as(name).isTrue());
        assertThat(PlanSettings.COMPARED_APART).allSatisfy(name -> assertThat(settings().knobs()).containsKey(name));
    }
}
