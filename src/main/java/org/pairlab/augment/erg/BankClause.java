package org.pairlab.augment.erg;

/**
 * One clause of the {@link PhraseBank} in its two numbers: after one subject ("like a model posing for a magazine")
 * and after several ("like models posing for a magazine"). A number-neutral clause has the same text in both.
 *
 * @param one     the clause after one subject
 * @param several the clause after several
 */
public record BankClause(String one, String several) {
    /** The clause after a subject that is several ({@code plural}) or one. */
    public String form(boolean plural) {
        return plural ? several : one;
    }

    /** Whether both numbers read the same. */
    public boolean neutral() {
        return one.equals(several);
    }

    /** The clause of a bank file field: "one" or "one|several". */
    static BankClause parse(String field) {
        int bar = field.indexOf('|');
        if (bar < 0) {
            return new BankClause(field.strip(), field.strip());
        }
        return new BankClause(field.substring(0, bar).strip(), field.substring(bar + 1).strip());
    }
}
