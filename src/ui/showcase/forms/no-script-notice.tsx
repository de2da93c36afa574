import forms from '../../kit/forms/forms.module.css'

/**
 * A visitor's form is sent by its script (the server checks it and answers in place), so without
 * JavaScript its button stays disabled (SubmitButton waits for the scripts). Said in words rather than
 * left as a dead button; the server renders it, the browser shows it only when scripts are off.
 * `blocked`: what cannot happen, e.g. "votre message ne peut pas être envoyé".
 */
export function NoScriptNotice({ blocked }: { blocked: string }) {
  return (
    <noscript>
      <p className={forms.notice}>
        JavaScript est désactivé dans votre navigateur : {blocked}. Activez JavaScript, puis rechargez la page.
      </p>
    </noscript>
  )
}
