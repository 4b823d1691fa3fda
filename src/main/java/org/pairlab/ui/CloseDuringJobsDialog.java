package org.pairlab.ui;

import java.util.List;
import java.util.function.Consumer;
import javafx.scene.control.Alert;
import javafx.scene.control.ButtonBar;
import javafx.scene.control.ButtonType;
import javafx.stage.Window;

/** Asks what to do with running jobs when the project or the window is closed: cancel them, wait, or keep open. */
final class CloseDuringJobsDialog {
    /** The user's answer. */
    enum Choice { CANCEL_JOB, WAIT, KEEP_OPEN }

    static final ButtonType CANCEL_JOB = new ButtonType("Cancel job", ButtonBar.ButtonData.OK_DONE);
    static final ButtonType WAIT = new ButtonType("Wait", ButtonBar.ButtonData.NEXT_FORWARD);
    static final ButtonType KEEP_OPEN = new ButtonType("Keep open", ButtonBar.ButtonData.CANCEL_CLOSE);

    private CloseDuringJobsDialog() {
    }

    /** Shows the question without blocking; {@code answer} gets the choice (closing the dialog = keep open). */
    static Alert ask(Window owner, List<String> jobTitles, Consumer<Choice> answer) {
        String jobs = jobTitles.size() == 1 ? "“" + jobTitles.get(0) + "” is" : jobTitles.size() + " jobs are";
        if (jobTitles.isEmpty()) {
            jobs = "A job is";
        }
        Alert a = new Alert(Alert.AlertType.CONFIRMATION, "", CANCEL_JOB, WAIT, KEEP_OPEN);
        a.initOwner(owner);
        a.setTitle("PairLab");
        a.setHeaderText(jobs + " still running");
        a.setContentText("Cancel job: stop it at its next checkpoint and close; the run is marked cancelled and can be "
                + "resumed from the Jobs panel.\nWait: close when it has finished.\nKeep open: go on working.");
        a.getDialogPane().setId("close-during-job-dialog");
        a.getDialogPane().lookupButton(CANCEL_JOB).setId("close-cancel-job");
        a.getDialogPane().lookupButton(WAIT).setId("close-wait");
        a.getDialogPane().lookupButton(KEEP_OPEN).setId("close-keep-open");
        a.setOnHidden(e -> {
            ButtonType b = a.getResult();
            answer.accept(b == CANCEL_JOB ? Choice.CANCEL_JOB : b == WAIT ? Choice.WAIT : Choice.KEEP_OPEN);
        });
        a.show();
        return a;
    }
}
