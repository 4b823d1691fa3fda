package org.pairlab.ui;

import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import javafx.beans.property.DoubleProperty;
import javafx.beans.property.ObjectProperty;
import javafx.beans.property.SimpleDoubleProperty;
import javafx.beans.property.SimpleObjectProperty;
import javafx.beans.property.SimpleStringProperty;
import javafx.beans.property.StringProperty;
import javafx.collections.FXCollections;
import javafx.collections.ObservableList;
import org.pairlab.project.Project;
import org.pairlab.project.Run;
import org.pairlab.project.RunState;
import org.pairlab.runs.Job;
import org.pairlab.runs.JobHandle;
import org.pairlab.runs.JobListener;
import org.pairlab.runs.JobRunner;
import org.pairlab.runs.JobUpdate;

/** The Jobs panel's state: stored runs plus live updates from the job runner, marshalled to the FX thread. */
public final class JobsViewModel {
    /** One run as the panel shows it. */
    public static final class RunRow {
        private final long id;
        private final String kind;
        private final StringProperty title = new SimpleStringProperty();
        private final ObjectProperty<RunState> state = new SimpleObjectProperty<>();
        private final DoubleProperty progress = new SimpleDoubleProperty();
        private final StringProperty message = new SimpleStringProperty("");
        private final StringProperty eta = new SimpleStringProperty("");
        private final StringProperty logTail = new SimpleStringProperty("");

        RunRow(long id, String kind) {
            this.id = id;
            this.kind = kind;
        }

        public long id() {
            return id;
        }

        public String kind() {
            return kind;
        }

        public StringProperty titleProperty() {
            return title;
        }

        public ObjectProperty<RunState> stateProperty() {
            return state;
        }

        public DoubleProperty progressProperty() {
            return progress;
        }

        public StringProperty messageProperty() {
            return message;
        }

        public StringProperty etaProperty() {
            return eta;
        }

        public StringProperty logTailProperty() {
            return logTail;
        }
    }

    private final Project project;
    private final JobRunner runner;
    private final Executor fx;
    private final ObservableList<RunRow> runs = FXCollections.observableArrayList();
    private final javafx.beans.property.ReadOnlyIntegerWrapper running = new javafx.beans.property.ReadOnlyIntegerWrapper();
    private final javafx.beans.property.ReadOnlyStringWrapper summary = new javafx.beans.property.ReadOnlyStringWrapper("Jobs");
    private final List<Consumer<JobUpdate>> finishedListeners = new CopyOnWriteArrayList<>();
    private final JobListener listener;

    public JobsViewModel(Project project, JobRunner runner, Executor fx) {
        this.project = project;
        this.runner = runner;
        this.fx = fx;
        this.listener = u -> fx.execute(() -> apply(u));
        runner.addListener(listener);
    }

    /** Reloads every stored run, e.g. right after opening a project (interrupted ones show as interrupted). */
    public void load() {
        runs.clear();
        for (Run r : project.runs().list()) {
            RunRow row = new RunRow(r.id(), r.kind());
            row.title.set(r.title());
            row.state.set(r.state());
            row.progress.set(r.progress());
            row.message.set(r.message() == null ? "" : r.message());
            row.logTail.set(tail(r.log()));
            runs.add(row);
        }
        updateSummary();
    }

    /** Recounts the running jobs and says how far the newest one is, for the Jobs pane's header. */
    private void updateSummary() {
        List<RunRow> active = runs.stream().filter(r -> r.state.get() != null && !r.state.get().finished()).toList();
        running.set(active.size());
        if (active.isEmpty()) {
            summary.set(runs.isEmpty() ? "Jobs" : "Jobs · none running");
            return;
        }
        RunRow first = active.get(0);
        summary.set(String.format(java.util.Locale.ROOT, "Jobs · %d running · %s %.0f %%", active.size(),
                first.title.get(), 100 * Math.max(0, first.progress.get())));
    }

    private static String tail(String log) {
        if (log == null || log.isBlank()) {
            return "";
        }
        String[] lines = log.strip().split("\n");
        return String.join("\n", java.util.Arrays.asList(lines).subList(Math.max(0, lines.length - 3), lines.length));
    }

    private void apply(JobUpdate u) {
        RunRow row = runs.stream().filter(r -> r.id == u.runId()).findFirst().orElse(null);
        if (row == null) {
            String kind = project.runs().get(u.runId()).map(Run::kind).orElse("");
            row = new RunRow(u.runId(), kind);
            runs.add(0, row);
        }
        row.title.set(u.title());
        row.state.set(u.state());
        row.progress.set(u.progress());
        row.message.set(u.message() == null ? "" : u.message());
        row.eta.set(u.eta().map(JobsViewModel::human).orElse(""));
        // The runner reports the final message both as a log line and with the end state; show it once.
        if (u.logLine() != null && !row.logTail.get().endsWith(u.logLine())) {
            String t = row.logTail.get().isEmpty() ? u.logLine() : row.logTail.get() + "\n" + u.logLine();
            row.logTail.set(tail(t));
        }
        updateSummary();
        if (u.state().finished()) {
            row.eta.set("");
            finishedListeners.forEach(l -> l.accept(u));
        }
    }

    static String human(Duration d) {
        long s = d.toSeconds();
        return s < 60 ? s + " s left" : (s / 60) + " min " + (s % 60) + " s left";
    }

    /** Submits a job; it shows in the list at once. */
    public JobHandle submit(Job job) {
        return runner.submit(job);
    }

    public void cancel(RunRow row) {
        runner.active(row.id).ifPresent(JobHandle::cancel);
    }

    public boolean canResume(RunRow row) {
        RunState s = row.state.get();
        return (s == RunState.INTERRUPTED || s == RunState.FAILED || s == RunState.CANCELLED) && runner.canResume(row.kind);
    }

    public JobHandle resume(RunRow row) {
        return runner.resume(row.id);
    }

    /** Deletes a finished run from the project. */
    public void discard(RunRow row) {
        project.runs().delete(row.id);
        runs.remove(row);
        updateSummary();
    }

    /** Called on the FX thread whenever a job ends, however it ends. */
    public void onFinished(Consumer<JobUpdate> l) {
        finishedListeners.add(l);
    }

    /** How many jobs are queued or running now. */
    public javafx.beans.property.ReadOnlyIntegerProperty runningProperty() {
        return running.getReadOnlyProperty();
    }

    /** "Jobs · 1 running · Import coco 40 %": the Jobs pane's header, readable while the pane is folded. */
    public javafx.beans.property.ReadOnlyStringProperty summaryProperty() {
        return summary.getReadOnlyProperty();
    }

    public ObservableList<RunRow> runs() {
        return runs;
    }

    public void dispose() {
        runner.removeListener(listener);
    }
}
